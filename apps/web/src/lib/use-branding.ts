import { useQuery } from '@tanstack/react-query';
import type { Branding } from '@club/shared';
import { BRANDING_DEFAULTS } from '@club/shared/plain';
import { settingsQueryOptions } from './query-client';
import { useTRPC } from './trpc';

/** Club name, subtitle, colour and logo: public, so the login page can show them (SPEC §1). */
export function useBranding() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.branding.queryOptions(undefined, settingsQueryOptions));
}

/** SPEC §9 defaults, shown when the club's own branding cannot be loaded. */
const DEFAULT_BRANDING: Branding = BRANDING_DEFAULTS;

/** The club's branding; undefined while it loads, the defaults if it cannot be loaded. */
export function useClubBranding(): Branding | undefined {
  const { data, isError } = useBranding();
  return data ?? (isError ? DEFAULT_BRANDING : undefined);
}
