import { useQuery } from '@tanstack/react-query';
import { type Branding, SETTINGS_DEFAULTS } from '@club/shared';
import { settingsQueryOptions } from './query-client';
import { useTRPC } from './trpc';

/** Club name, subtitle, colour and logo: public, so the login page can show them (SPEC §1). */
export function useBranding() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.branding.queryOptions(undefined, settingsQueryOptions));
}

const { club_name, club_subtitle, club_color, club_logo_data, club_logo_url } = SETTINGS_DEFAULTS;
/** SPEC §9 defaults, shown when the club's own branding cannot be loaded. */
const DEFAULT_BRANDING: Branding = { club_name, club_subtitle, club_color, club_logo_data, club_logo_url };

/** The club's branding; undefined while it loads, the defaults if it cannot be loaded. */
export function useClubBranding(): Branding | undefined {
  const { data, isError } = useBranding();
  return data ?? (isError ? DEFAULT_BRANDING : undefined);
}
