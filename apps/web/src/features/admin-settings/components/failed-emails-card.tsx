import { useState } from 'react';
import { Button, Stack, Table, Text } from '@mantine/core';
import type { FailedMail } from '@club/shared';
import { MAIL_MESSAGES } from '@club/shared/plain';
import { MailProgress } from '../../../components/mail-progress';
import { SettingsCard } from '../../../components/settings-card';
import { formatDateTime } from '../../../lib/display-format';
import { useFailedEmails, useRetryEmail } from '../hooks/use-failed-emails';

/** Whom an e-mail was for: the members it named, and the address it went to. */
const recipient = (mail: FailedMail) =>
  mail.member_names.length > 0 ? `${mail.member_names.join(', ')} <${mail.to}>` : mail.to;

/**
 * Decision 044: the e-mails that still failed after their last try, with "Try again" on each that can be sent again
 * (those that held one-time links are not kept). Shows nothing while there are none.
 */
export function FailedEmailsCard() {
  const failed = useFailedEmails();
  const retry = useRetryEmail();
  const [retriedBatch, setRetriedBatch] = useState<number | null>(null);
  const messages = failed.data?.messages ?? [];
  if (messages.length === 0 && retriedBatch === null) return null;
  return (
    <SettingsCard title={MAIL_MESSAGES.failedTitle} description={MAIL_MESSAGES.failedIntro}>
      <Stack gap="sm">
        <MailProgress batchId={retriedBatch} />
        {messages.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label={MAIL_MESSAGES.failedTableLabel} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Failed</Table.Th>
                  <Table.Th>About</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Last error</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>{formatDateTime(mail.failed_at)}</Table.Td>
                    <Table.Td>{MAIL_MESSAGES.kindLabel(mail.kind)}</Table.Td>
                    <Table.Td>{recipient(mail)}</Table.Td>
                    <Table.Td>{mail.subject}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {mail.last_error} ({mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'})
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
                          aria-label={`${MAIL_MESSAGES.tryAgain}: ${mail.subject} to ${mail.to}`}
                        >
                          {MAIL_MESSAGES.tryAgain}
                        </Button>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {MAIL_MESSAGES.notRetryable}
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
