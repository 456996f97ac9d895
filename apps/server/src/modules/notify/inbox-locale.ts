import type { Locale } from '@club/shared';
import { memberLocale } from '../../lib/reader-locale.js';
import type { Addressee, Inbox } from './template.js';

/**
 * Decision 090: the language of one e-mail to one inbox. Each person reads their own (or the club's when they chose
 * none); a household whose people read the same language gets it, and one whose people differ gets the club's, the
 * language the club speaks to all of them.
 */
export function inboxLocale(people: Inbox['people'], clubLocale: Locale): Locale {
  const locales = new Set(people.map((person) => memberLocale({ locale: person.locale ?? null }, clubLocale)));
  const [only] = locales;
  return locales.size === 1 && only ? only : clubLocale;
}

export const addressed = (inbox: Inbox, clubLocale: Locale): Addressee => ({
  ...inbox,
  locale: inboxLocale(inbox.people, clubLocale),
});
