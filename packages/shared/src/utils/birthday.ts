import type { Locale } from '../catalog.js';

/**
 * Issue 29: a birthday (SPEC §3: month and day, stored MM/DD, or MM-DD by older clients) as the reader's language
 * writes it: "04/23" in English, "23.04." in German, as the CSV export and import do.
 */
export function writeBirthday(stored: string | null, locale: Locale): string {
  if (!stored) return '';
  const [month = '', day = ''] = stored.split(/[-/]/);
  return locale === 'de' ? `${day}.${month}.` : `${month}/${day}`;
}

const DAY_MONTH = /^\s*(\d{1,2})\.\s*(\d{1,2})\.?\s*$/;

/**
 * A birthday typed as German writes it ("23.04.", "3.4.") in the stored form (04/23, 04/03), for the schema to check;
 * anything else as it was typed, so MM/DD and mistakes reach the schema unchanged.
 */
export function birthdayFromInput(text: string): string {
  const match = DAY_MONTH.exec(text);
  if (!match) return text;
  const [, day = '', month = ''] = match;
  return `${month.padStart(2, '0')}/${day.padStart(2, '0')}`;
}

/** The most a typed birthday holds: "MM/DD" or "TT.MM.". */
export const BIRTHDAY_INPUT_MAX_LENGTH = 6;
