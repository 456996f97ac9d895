/** Calendar arithmetic on YYYY-MM-DD strings in the club's time zone, so no server time zone leaks in. */

// These formats are read back as numbers, never shown: their locales fix the digits and order the parsing expects, so
// they stay as they are whoever reads; what a reader sees is written by shared's dance-date.ts in their language.
const FORMATS = {
  day: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  hour: ['en-GB', { hour: '2-digit', hourCycle: 'h23' }],
  'wall clock': [
    'en-US',
    {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    },
  ],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Issue 28: making an Intl.DateTimeFormat costs about half a millisecond, and an hourly run for a thousand clubs asks
 * for tens of thousands; one is kept for each format and time zone (a few hundred at most).
 */
function formatterIn(format: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${format}\n${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const [locale, options] = FORMATS[format];
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The calendar day it is in `timeZone` at `now` (the club's day, SPEC §9 system_timezone). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatterIn('day', timeZone).format(now);
}

/** The hour of the day (0-23) in `timeZone` at `now`. */
export function hourIn(timeZone: string, now: Date = new Date()): number {
  return Number(formatterIn('hour', timeZone).format(now));
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffset(timeZone: string, at: number): number {
  const parts = formatterIn('wall clock', timeZone).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) -
    Math.floor(at / 1000) * 1000
  );
}

/**
 * The moment the wall clock in `timeZone` shows `time` (HH:MM) on `isoDate`. The offset is read again at the result,
 * so a night on the day the clocks change lands on the hour the club's clocks show.
 */
export function zonedTime(isoDate: string, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(
    Number(isoDate.slice(0, 4)),
    Number(isoDate.slice(5, 7)) - 1,
    Number(isoDate.slice(8, 10)),
    hours,
    minutes,
  );
  const first = wall - zoneOffset(timeZone, wall);
  return new Date(wall - zoneOffset(timeZone, first));
}

/** Issue 29: a night's date by the reader's language is shared's, one formatter for the server and the web app. */
export { formatDanceDate } from '@club/shared';
