import type { Locale } from '../catalog.js';

// Issue 29: a count as the reader's language writes it ("1,234", "1.234"); one formatter per language.
const formatters = new Map<Locale, Intl.NumberFormat>();

/** A whole number of things (members, e-mails) for a reader: "1,234" in English, "1.234" in German. */
export function formatCount(count: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    // The catalog's `: number` declarations format with the bare language tag; counts shown beside them agree.
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return formatter.format(count);
}
