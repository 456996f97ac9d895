import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@club/shared/plain';
import { BUILD_LOCALE } from './build-locale';
import { browserLocale } from './browser-locale';
import { settingsQueryOptions } from './query-client';
import { useTRPC } from './trpc';
import { useSignedInUser } from './use-signed-in-user';

/**
 * Issue 29: the language a signed-in member reads: their own, else their club's (`club_locale`) once its settings
 * are here; undefined for a visitor and while unknown. Only a member who chose none asks for the club's settings.
 */
export function useMemberLocale(): Locale | undefined {
  const user = useSignedInUser();
  const trpc = useTRPC();
  const followsClub = user !== null && user.locale === null;
  const settings = useQuery(
    trpc.settings.public.queryOptions(undefined, { ...settingsQueryOptions, enabled: followsClub }),
  );
  if (user?.locale) return user.locale;
  return followsClub ? settings.data?.club_locale : undefined;
}

/**
 * The language this reader reads the app in. A build of one language (decision 092) speaks only it: the server chose
 * it for this reader, and the page loads again when the member turns out to read the other (reader-locale-provider).
 * A build of every language follows the member, else the browser's among the catalog's.
 */
export function useReaderLocale(): Locale {
  return readerLocaleOf(useMemberLocale());
}

/** The reader's language once `useMemberLocale` has said the member's. */
export function readerLocaleOf(member: Locale | undefined): Locale {
  return BUILD_LOCALE ?? member ?? browserLocale();
}
