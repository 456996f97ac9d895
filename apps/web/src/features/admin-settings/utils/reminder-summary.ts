import { EMAIL_MESSAGES, type SendRemindersResult, type TestRemindersResult } from '@club/shared';

/** SPEC §8 reminder test: what would go out on the tested date. */
export function getReminderTestSummary(result: Pick<TestRemindersResult, 'reminders'>, date: string): string {
  const count = result.reminders.length;
  return count === 0 ? EMAIL_MESSAGES.noReminders(date) : EMAIL_MESSAGES.remindersWouldSend(count, date);
}

/** After 'Send due reminders now' (issue 5; not in SPEC §8): what was sent, what had gone out before, what failed. */
export function getSendRemindersSummary(result: SendRemindersResult): string {
  const parts = [`Sent ${result.sent.length} reminder e-mail(s)`];
  if (result.skipped.length > 0) parts.push(`${result.skipped.length} already sent earlier`);
  if (result.failed.length > 0) parts.push(`${result.failed.length} failed and will be retried`);
  return parts.join('; ');
}
