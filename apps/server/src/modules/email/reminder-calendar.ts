/** Calendar arithmetic for reminders, on YYYY-MM-DD strings so no server timezone leaks in. */

/** The calendar day it is in `timeZone` at `now` (the club's day, SPEC §9 system_timezone). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The hour of the day (0-23) in `timeZone` at `now`. */
export function hourIn(timeZone: string, now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

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
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
