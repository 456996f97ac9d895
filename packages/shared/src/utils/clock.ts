/**
 * Issue 26: one way of writing a time of day everywhere a member reads one (pages, e-mails, the copied schedule, the
 * feed's text). Apart from the schemas and free of data tables, so the web app's first script can use it (issue 18).
 * Issue 29: by the reader's language too. English keeps the club's style; German reads the 24-hour clock whatever
 * the club's setting, as German readers always do.
 */
import type { Locale } from '../catalog.js';

/** How the club writes a time: 24-hour ("19:30") or 12-hour ("7:30 PM"). */
export const CLOCK_STYLES = ['24h', '12h'] as const;
export type ClockStyle = (typeof CLOCK_STYLES)[number];

// Only English reads the 12-hour clock, so its words are English's; both languages write a range with an en dash.
const TWELVE_HOUR = { am: 'AM', pm: 'PM' } as const;
const UNTIL = '–';

/** The club's style as this reader reads it: German always on the 24-hour clock. */
export const readerClockStyle = (style: ClockStyle, locale: Locale): ClockStyle => (locale === 'de' ? '24h' : style);

/** Asked for every e-mail and page a club renders, and Intl takes about a millisecond to answer: once per country. */
const clockStyles = new Map<string, ClockStyle>();

/**
 * The clock people use in a country (ISO 3166-1 alpha-2), from CLDR's time data through the runtime's Intl: the
 * country's main language as written there (US → en-US, DE → de-DE) and that locale's hour cycle. So the United
 * States, Canada and Australia read 12-hour, Germany, Britain and most of Europe 24-hour; no country reads 24-hour.
 */
export function countryClockStyle(country: string | undefined): ClockStyle {
  if (!country) return '24h';
  let style = clockStyles.get(country);
  if (!style) {
    style = clockStyleFromIntl(country);
    clockStyles.set(country, style);
  }
  return style;
}

function clockStyleFromIntl(country: string): ClockStyle {
  try {
    const { language } = new Intl.Locale('und', { region: country }).maximize();
    const { hourCycle } = new Intl.DateTimeFormat(`${language}-${country}`, { hour: 'numeric' }).resolvedOptions();
    return hourCycle === 'h11' || hourCycle === 'h12' ? '12h' : '24h';
  } catch {
    return '24h';
  }
}

/** The hour cycle to give Intl.DateTimeFormat for a moment (a backup, a sent e-mail) in the club's style. */
export const clockHourCycle = (style: ClockStyle): 'h12' | 'h23' => (style === '12h' ? 'h12' : 'h23');

/**
 * "19:30" (a time of day on a 24-hour clock, as stored) in the club's style as the reader reads it: "19:30" or
 * "7:30 PM"; '' stays ''. English by default for the SPEC's own tests; a caller writing for someone passes theirs.
 */
export function formatClock(time: string, style: ClockStyle, locale: Locale = 'en'): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (readerClockStyle(style, locale) === '24h') return `${String(hours).padStart(2, '0')}:${match[2]}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? TWELVE_HOUR.am : TWELVE_HOUR.pm}`;
}

/** A night's times: "19:30–22:00" or "7:30 PM–10:00 PM", only the start when it has no end, '' without a start. */
export function formatTimes(times: { start: string; end: string }, style: ClockStyle, locale: Locale = 'en'): string {
  if (!times.start) return '';
  const start = formatClock(times.start, style, locale);
  return times.end ? `${start}${UNTIL}${formatClock(times.end, style, locale)}` : start;
}
