import { type ClockStyle, clockHourCycle } from '@club/shared/plain';
import { visitorLocale } from '../components/visitor-locale';
import { bootClockStyle } from './boot-branding';

/**
 * Dates as the reader reads them (issue 17): month and day names in the reader's language and order. The SPEC's
 * fixed formats (the clipboard text, the PDF roster, the CSV export) do not come from here and stay as they are.
 * Without a `locale`, the page's language (issue 29) as the browser writes it (readerDateLocale).
 */

/**
 * The page's language in the browser's regional form when the browser speaks it ('en-GB' keeps '7 Jan 2026', 'de-AT'
 * its 'Jän.'), else the language itself: a German page in an English browser writes German dates.
 */
export function readerDateLocale(languages: readonly string[] = navigator.languages): string {
  const language = visitorLocale();
  return languages.find((tag) => tag.split('-')[0]?.toLowerCase() === language) ?? language;
}

// A YYYY-MM-DD date is a calendar day, not a moment: it is read and written in UTC so no time zone can shift it.
const calendarDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const isReadable = (date: Date) => !Number.isNaN(date.getTime());

/** 'Wed, Jan 7, 2026' in English, 'Mi., 7. Jan. 2026' in German, for a YYYY-MM-DD dance date. */
export function formatDanceDate(isoDate: string, locale?: string): string {
  const date = calendarDay(isoDate);
  if (!isReadable(date)) return isoDate;
  return new Intl.DateTimeFormat(locale ?? readerDateLocale(), {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

/** 'Jan 7 – Mar 25, 2026' in English: a schedule's period, as the reader's language writes a range. */
export function formatDatePeriod(startDate: string, endDate: string, locale?: string): string {
  const start = calendarDay(startDate);
  const end = calendarDay(endDate);
  if (!isReadable(start) || !isReadable(end) || end < start) return `${startDate} – ${endDate}`;
  return new Intl.DateTimeFormat(locale ?? readerDateLocale(), {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).formatRange(start, end);
}

/**
 * A moment (a backup, an import, the server's clock) in the reader's time zone and language, in the club's clock
 * (issue 26, as the page was served): 'May 1, 2025, 5:04 PM' or 'May 1, 2025, 17:04'.
 */
export function formatMoment(value: string | Date, locale?: string, clock: ClockStyle = bootClockStyle()): string {
  const date = new Date(value);
  if (!isReadable(date)) return String(value);
  return new Intl.DateTimeFormat(locale ?? readerDateLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: clockHourCycle(clock),
  }).format(date);
}
