import type { SendRemindersResult, TestRemindersResult } from '@club/shared';
import { BASE_LOCALE, emailMessages, formatDanceDate, type Locale } from '@club/shared/plain';

/**
 * SPEC §8 reminder test: what would go out on the tested date, in the reader's language. The SPEC's English names
 * the date as it was typed (2026-04-29); German names it as German dates are written (Mi., 29. April 2026).
 */
export function getReminderTestSummary(
  result: Pick<TestRemindersResult, 'reminders'>,
  date: string,
  locale: Locale = BASE_LOCALE,
): string {
  const text = emailMessages(locale);
  const shown = locale === BASE_LOCALE ? date : formatDanceDate(date, locale);
  const count = result.reminders.length;
  return count === 0 ? text.noReminders(shown) : text.remindersWouldSend(count, shown);
}

export type SendRemindersSummary = { message: string; kind: 'success' | 'info' | 'warning' };

/**
 * After 'Send due reminders now' (issue 5; not in SPEC §8): how many e-mails to how many members are on their way
 * (decision 044: members who share an inbox get one), what had gone out before, what could not be queued. Issue 17: a
 * run with nothing to send is news, not a success, so it says so in the neutral style.
 */
export function getSendRemindersSummary(
  result: SendRemindersResult,
  locale: Locale = BASE_LOCALE,
): SendRemindersSummary {
  const text = emailMessages(locale);
  const parts = [result.emails > 0 ? text.remindersQueued(result.emails, result.members) : text.noRemindersDue];
  if (result.skipped.length > 0) parts.push(text.remindersSentEarlier(result.skipped.length));
  if (result.failed.length > 0) parts.push(text.remindersFailed(result.failed.length));
  const kind = result.failed.length > 0 ? 'warning' : result.emails > 0 ? 'success' : 'info';
  return { message: parts.join('; '), kind };
}
