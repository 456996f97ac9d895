import { type Locale, STATIC_LOCALE } from '@club/shared/plain';

/**
 * Issue 29 point 8 (decision 092): the language this copy of the app was built for, whose messages alone it carries;
 * undefined where it carries every language (the development server, tests).
 */
export const BUILD_LOCALE: Locale | undefined = STATIC_LOCALE;

const RELOADED_FOR = 'club-build-reloaded-for';

type Switch = {
  built?: Locale | undefined;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
};

/**
 * Loads the page again when the member reads another language than this build speaks: the server sends a page from
 * the build of the session's language, so a sign-in or a new choice of language takes effect on the next load. Once
 * per language per tab: should the server still send the other build (another server's minute-old copy of the club's
 * language), the page stays as it is rather than load again and again.
 */
export function followMemberLocale(
  member: Locale | undefined,
  { built = BUILD_LOCALE, storage = sessionStorage, reload = () => location.reload() }: Switch = {},
): void {
  if (!built || !member) return;
  if (member === built) {
    storage.removeItem(RELOADED_FOR);
    return;
  }
  if (storage.getItem(RELOADED_FOR) === member) return;
  storage.setItem(RELOADED_FOR, member);
  reload();
}
