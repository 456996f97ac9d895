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

/** How a dance night reads in an e-mail: "Wednesday, December 2, 2026". */
export function formatDanceDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
