import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@club/shared/plain';
import { browserLocale } from './browser-locale';
import { settingsQueryOptions } from './query-client';
import { useTRPC } from './trpc';
import { useSignedInUser } from './use-signed-in-user';

/**
 * Issue 29: the language this reader reads the app in: a signed-in member's own, else their club's (`club_locale`),
 * else the browser's among the catalog's. Only a member who chose none asks for the club's settings.
 */
export function useReaderLocale(): Locale {
  const user = useSignedInUser();
  const trpc = useTRPC();
  const followsClub = user !== null && user.locale === null;
  const settings = useQuery(
    trpc.settings.public.queryOptions(undefined, { ...settingsQueryOptions, enabled: followsClub }),
  );
  if (user?.locale) return user.locale;
  return (followsClub ? settings.data?.club_locale : undefined) ?? browserLocale();
}
