import { useState } from 'react';
import { Button, Stack, Table, Text } from '@mantine/core';
import type { FailedMail } from '@club/shared';
import { catalog, inLocale, mailMessages } from '@club/shared/plain';
import { MailProgress } from '../../../components/mail-progress';
import { SettingsCard } from '../../../components/settings-card';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useFailedEmails, useRetryEmail } from '../hooks/use-failed-emails';
import { formatMomentFor } from '../../../lib/reader-moment';

/** Whom an e-mail was for: the members it named, and the address it went to. */
const recipient = (mail: FailedMail) =>
  mail.member_names.length > 0 ? `${mail.member_names.join(', ')} <${mail.to}>` : mail.to;

/**
 * Decision 044: the e-mails that still failed after their last try, with "Try again" on each that can be sent again
 * (those that held one-time links are not kept). Shows nothing while there are none.
 */
export function FailedEmailsCard() {
  const locale = useReaderLocale();
  const to = { locale };
  const messages = mailMessages(locale);
  const failed = useFailedEmails();
  const retry = useRetryEmail();
  const [retriedBatch, setRetriedBatch] = useState<number | null>(null);
  const mails = failed.data?.messages ?? [];
  if (mails.length === 0 && retriedBatch === null) return null;
  return (
    <SettingsCard title={messages.failedTitle} description={messages.failedIntro}>
      <Stack gap="sm">
        <MailProgress batchId={retriedBatch} />
        {mails.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label={messages.failedTableLabel} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{catalog.adm_a_failed_col_failed({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_failed_col_about({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_failed_col_to({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_failed_col_subject({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_failed_col_error({}, to)}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mails.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>{formatMomentFor(mail.failed_at, locale)}</Table.Td>
                    <Table.Td>{messages.kindLabel(mail.kind)}</Table.Td>
                    <Table.Td>{recipient(mail)}</Table.Td>
                    <Table.Td>{mail.subject}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {/* The server keeps its own reasons in English; a mail server's answer stays as it came. */}
                        {catalog.adm_a_failed_attempts(
                          { error: inLocale(mail.last_error, locale), count: mail.attempts },
                          to,
                        )}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {mail.can_retry ? (
                        <Button
                          size="xs"
                          variant="light"
                          loading={retry.isPending && retry.variables.id === mail.id}
                          onClick={() =>
                            retry.mutate({ id: mail.id }, { onSuccess: (queued) => setRetriedBatch(queued.batch_id) })
                          }
                          aria-label={catalog.adm_a_failed_try_again_for({ subject: mail.subject, to: mail.to }, to)}
                        >
                          {messages.tryAgain}
                        </Button>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {messages.notRetryable}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </SettingsCard>
  );
}
