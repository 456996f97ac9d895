import { EMAIL_MESSAGES, type SendRemindersResult, type TestRemindersResult } from '@club/shared';

/** SPEC §8 reminder test: what would go out on the tested date. */
export function getReminderTestSummary(result: Pick<TestRemindersResult, 'reminders'>, date: string): string {
  const count = result.reminders.length;
  return count === 0 ? EMAIL_MESSAGES.noReminders(date) : EMAIL_MESSAGES.remindersWouldSend(count, date);
}

export type SendRemindersSummary = { message: string; kind: 'success' | 'info' | 'warning' };

/**
 * After 'Send due reminders now' (issue 5; not in SPEC §8): how many e-mails to how many members are on their way
 * (decision 044: members who share an inbox get one), what had gone out before, what could not be queued. Issue 17: a
 * run with nothing to send is news, not a success, so it says so in the neutral style.
 */
export function getSendRemindersSummary(result: SendRemindersResult): SendRemindersSummary {
  const parts = [
    result.emails > 0 ? EMAIL_MESSAGES.remindersQueued(result.emails, result.members) : EMAIL_MESSAGES.noRemindersDue,
  ];
  if (result.skipped.length > 0) parts.push(EMAIL_MESSAGES.remindersSentEarlier(result.skipped.length));
  if (result.failed.length > 0) parts.push(EMAIL_MESSAGES.remindersFailed(result.failed.length));
  const kind = result.failed.length > 0 ? 'warning' : result.emails > 0 ? 'success' : 'info';
  return { message: parts.join('; '), kind };
}
