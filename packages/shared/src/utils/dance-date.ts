import type { Locale } from '../catalog.js';
import { CLUB_DAYS, type ClubDay } from '../constants.js';

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
