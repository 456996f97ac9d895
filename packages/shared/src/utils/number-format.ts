import type { Locale } from '../catalog.js';
import { INTL_LOCALES } from './dance-date.js';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * English keeps the bare digits the app has always written ("Showing 2000 of 2000 members", the SPEC's texts): issue 29
 * keeps English exact. German groups thousands as German readers expect ("2.000").
 */
const GROUPS_THOUSANDS: Record<Locale, boolean> = { en: false, de: true };

/**
 * Issue 29: a count or a size as the reader writes it: "1234.5" in English, "1.234,5" in German. `fractionDigits`
 * fixes the decimals (a file size's one); without it a count is written as it is.
 */
export function formatNumber(value: number, locale: Locale = 'en', fractionDigits?: number): string {
  const key = `${locale}\n${fractionDigits ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits =
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    formatter = new Intl.NumberFormat(INTL_LOCALES[locale], { ...digits, useGrouping: GROUPS_THOUSANDS[locale] });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
