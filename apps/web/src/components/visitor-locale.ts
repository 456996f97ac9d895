import { isLocale, type Locale } from '@club/shared/plain';
import { BUILD_LOCALE } from '../lib/build-locale';
import { browserLocale } from '../lib/browser-locale';

/**
 * Issue 29: the language of a page that may have no signed-in member, no tRPC client and no query cache (the sign-in
 * page started on its own, the error screen): the page's `<html lang>`, which the server chose for this visitor and
 * the app keeps on the reader's locale, else the browser's. Outside React too (an API call's error, the boot page).
 * A build of one language is that language (decision 092), which the server chose and `<html lang>` then says.
 */
export function visitorLocale(): Locale {
  if (BUILD_LOCALE) return BUILD_LOCALE;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : browserLocale();
}
