import { useQuery } from '@tanstack/react-query';
import type { Branding } from '@club/shared';
import { type ClockStyle, DEFAULT_BRANDING, readerClockStyle } from '@club/shared/plain';
import { bootClockStyle } from './boot-branding';
import { settingsQueryOptions } from './query-client';
import { useReaderLocale } from './reader-locale';
import { useTRPC } from './trpc';

/** Club name, subtitle, colour and logo: public, so the login page can show them (SPEC §1). */
export function useBranding() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.branding.queryOptions(undefined, settingsQueryOptions));
}

/** The club's branding; undefined while it loads, the defaults if it cannot be loaded. */
export function useClubBranding(): Branding | undefined {
  const { data, isError } = useBranding();
  return data ?? (isError ? DEFAULT_BRANDING : undefined);
}

/**
 * Issue 26: how the club writes a time, for formatClock and formatTimes: the branding's, and until it has loaded the
 * one the server wrote into the page, so a 24-hour club never sees a 12-hour time first. Issue 29: a German reader
 * reads 19:30 whatever the club's country, as their e-mails write it.
 */
export function useClockStyle(): ClockStyle {
  const style = useClubBranding()?.clock ?? bootClockStyle();
  return readerClockStyle(style, useReaderLocale());
}
