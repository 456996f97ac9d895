import { Paper, Progress, Stack, Text } from '@mantine/core';
import type { MailBatch } from '@club/shared';
import { type Locale, mailMessages } from '@club/shared/plain';
import { useReaderLocale } from '../lib/reader-locale';
import { useMailBatch } from '../lib/use-mail-batch';

function describe({ total, sent, failed, done }: MailBatch, locale: Locale): string {
  const words = mailMessages(locale);
  if (!done) return words.sending(sent, total);
  return failed > 0 ? words.someFailed(failed, total) : words.allSent(total);
}

// The end reads like the geocoding bar's: green when every e-mail went, yellow when some could not be sent.
const barColor = (batch: MailBatch) => (!batch.done ? undefined : batch.failed > 0 ? 'yellow' : 'green');

/**
 * Decision 044: the e-mails an action queued leave after its answer; this line follows them ("Sending: 40 of 113
 * e-mails sent…", then done, or how many could not be sent). For what publishes, cancels, restores, offers to everyone
 * or runs the reminders: give it the `batch_id` the action answered; nothing shows while it is null. Admins only, as
 * the batch route is theirs.
 */
export function MailProgress({ batchId }: { batchId: number | null }) {
  const batch = useMailBatch(batchId);
  const locale = useReaderLocale();
  if (batchId === null) return null;
  if (batch.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {mailMessages(locale).progressUnavailable}
      </Text>
    );
  if (!batch.data) return null;
  const { total, sent, failed, done } = batch.data;
  const percent = total > 0 ? Math.round(((sent + failed) / total) * 100) : 100;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text size="sm" aria-live="polite">
          {describe(batch.data, locale)}
        </Text>
        <Progress
          value={percent}
          size="lg"
          animated={!done}
          striped={!done}
          color={barColor(batch.data)}
          aria-label={mailMessages(locale).progressLabel}
        />
      </Stack>
    </Paper>
  );
}
