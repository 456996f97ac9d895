import { BASE_LOCALE, isLocale, type Locale } from '@club/shared/plain';

/**
 * Issue 29: the language of a visitor nobody has told us about yet: the first of the browser's languages the app
 * speaks ("de-AT" reads German), else English. The server answers `<html lang>` from the same preference.
 */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return BASE_LOCALE;
}
