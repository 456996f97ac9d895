/** Reminders go out from this hour of the club's day, not at midnight; calendar alarms ring at the same hour. */
export const REMINDER_SEND_HOUR = 8;

/** SPEC §5 reminder_days "14,7,3,1": distinct whole numbers, largest first; an empty setting means no reminders. */
export function parseReminderDays(value: string): number[] {
  const days = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return [...new Set(days)].sort((a, b) => b - a);
}

// The date's wording moved to lib beside the other calendar helpers, as notify's templates use it too.
export { formatDanceDate } from '../../lib/calendar.js';
