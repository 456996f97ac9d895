import { catalog, type Locale } from '@club/shared/plain';

// Issue 29: a browser's own date field writes the date in the browser's language, not the reader's, so a German
// member with an English browser read mm/dd/yyyy. Mantine's DateInput writes and reads it as the reader's language.
const VALUE_FORMATS = { en: 'MM/DD/YYYY', de: 'DD.MM.YYYY' } as const satisfies Record<Locale, string>;
const TYPED = {
  en: { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['month', 'day'] },
  de: { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: ['day', 'month'] },
} as const satisfies Record<Locale, { pattern: RegExp; order: readonly ['month' | 'day', 'month' | 'day'] }>;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The YYYY-MM-DD of a real calendar day, or null (31.02. is none). */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A date as the reader types it ("28.02.2027", "02/28/2027"), or pasted as YYYY-MM-DD, as YYYY-MM-DD; else null. */
export function parseTypedDate(text: string, locale: Locale): string | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const { pattern, order } = TYPED[locale];
  const typed = pattern.exec(trimmed);
  if (!typed) return null;
  const parts = { [order[0]]: Number(typed[1]), [order[1]]: Number(typed[2]) } as Record<'month' | 'day', number>;
  return calendarDay(Number(typed[3]), parts.month, parts.day);
}

/** What a DateInput needs to show and read a date in the reader's language. */
export function dateInputProps(locale: Locale) {
  return {
    valueFormat: VALUE_FORMATS[locale],
    dateParser: (text: string) => parseTypedDate(text, locale),
    placeholder: catalog.mem_c_date_placeholder({}, { locale }),
  };
}
