import type { Locale } from '../catalog.js';
import { CLUB_DAYS, type ClubDay } from '../constants.js';
import { type ClockStyle, clockHourCycle, readerClockStyle } from './clock.js';

/**
 * Issue 29: the one way a dance night's date is written for a reader, by their language — e-mails, the feed, the
 * server's answers and the pages alike. English keeps its words ("Wednesday, December 2, 2026"); German writes the
 * weekday short, as German dates do ("Mi., 2. Dezember 2026"). A YYYY-MM-DD date is a calendar day, not a moment, so
 * it is read and written in UTC and no time zone can shift it.
 */

/** The runtime's locale for each of the catalog's languages, for every Intl formatter that writes for a reader. */
export const INTL_LOCALES = { en: 'en-US', de: 'de-DE' } as const satisfies Record<Locale, string>;

const FORMATS = {
  'dance date': {
    en: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
    de: { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' },
  },
  night: {
    en: { weekday: 'long', month: 'long', day: 'numeric' },
    de: { weekday: 'short', month: 'long', day: 'numeric' },
  },
} as const satisfies Record<string, Record<Locale, Intl.DateTimeFormatOptions>>;

// Issue 28: an Intl.DateTimeFormat costs about half a millisecond to make, and one run mails a thousand clubs.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatIn(format: keyof typeof FORMATS, isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const key = `${format}\n${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...FORMATS[format][locale], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * "Wednesday, December 2, 2026" or "Mi., 2. Dezember 2026": a night as an e-mail or the feed names it. The English
 * default is for the SPEC's own tests, which name no reader; every caller that writes for someone passes theirs.
 */
export const formatDanceDate = (isoDate: string, locale: Locale = 'en') => formatIn('dance date', isoDate, locale);

/** "Friday, March 5" or "Fr., 5. März": a night as the confirm and swap messages say it, without its year. */
export const nightInWords = (isoDate: string, locale: Locale = 'en') => formatIn('night', isoDate, locale);

const weekdayNames = new Map<Locale, Intl.DateTimeFormat>();

/** "Wednesday" or "Mittwoch": a club day, stored in English (SPEC §9), as the reader names it. */
export function clubDayName(day: ClubDay, locale: Locale = 'en'): string {
  let formatter = weekdayNames.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' });
    weekdayNames.set(locale, formatter);
  }
  // 1 January 2024 was a Monday, the first of CLUB_DAYS.
  return formatter.format(Date.UTC(2024, 0, 1 + CLUB_DAYS.indexOf(day)));
}

/** Kept like the date formatters: one per zone, language and clock, a few per club. */
function zonedFormatter(
  kind: string,
  timeZone: string | undefined,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
) {
  const key = `${kind}\n${timeZone}\n${locale}\n${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "Saturday, November 28, 7:30 PM" or "Sa., 28. November um 19:30": a moment (when held swap offers go out) on the
 * wall clock of `timeZone`, the club's. German reads the 24-hour clock whatever the club's style (readerClockStyle).
 */
export function formatMomentIn(at: Date, timeZone: string, style: ClockStyle, locale: Locale = 'en'): string {
  return zonedFormatter('moment', timeZone, locale, {
    weekday: locale === 'en' ? 'long' : 'short',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: clockHourCycle(readerClockStyle(style, locale)),
  }).format(at);
}

/**
 * "Dec 2, 2026, 7:30 PM" or "Mi., 2. Dezember 2026, 19:30": when something happened (a swap asked for, an offer
 * e-mailed), with its year, since a list of them reaches back past New Year. On the clock of `timeZone`, or the
 * reader's own when none is named (a page shows its reader's wall clock). German writes the day as its dance dates
 * are, then the time on the 24-hour clock whatever the club's style.
 */
export function formatDateTimeIn(
  value: Date | string,
  style: ClockStyle,
  locale: Locale = 'en',
  timeZone?: string,
): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return String(value);
  const hourCycle = clockHourCycle(readerClockStyle(style, locale));
  if (locale === 'en') {
    return zonedFormatter('date time', timeZone, locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle }).format(
      at,
    );
  }
  const day = zonedFormatter('date time day', timeZone, locale, FORMATS['dance date'][locale]).format(at);
  const time = zonedFormatter('date time clock', timeZone, locale, { hour: '2-digit', minute: '2-digit', hourCycle });
  return `${day}, ${time.format(at)}`;
}

/**
 * "PST" or, as German writes it, "MEZ" / "GMT-8": the zone's short name on that date, so a member reading on holiday
 * in another zone knows the times are the club's. '' when the runtime cannot name it.
 */
export function zoneNameOn(isoDate: string, timeZone: string, locale: Locale = 'en'): string {
  try {
    const parts = zonedFormatter('zone', timeZone, locale, { timeZoneName: 'short' }).formatToParts(
      new Date(`${isoDate}T20:00:00Z`),
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}
