import { QueryClient } from '@tanstack/react-query';
import {
  CACHE_TIME_MS,
  MUTATION_RETRIES,
  QUERY_RETRIES,
  SETTINGS_QUERY_RETRIES,
  STALE_TIMES,
} from '@club/shared/plain';
import { isClientError, isForbidden, isUnauthorized } from './api-error';

// SPEC §7 caching and retries. TanStack passes the number of failures so far (0 after the first one).

/** Queries retry up to 2 times, never on 401 or 403: signing in again, not retrying, fixes those. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isUnauthorized(error) && !isForbidden(error) && failureCount < QUERY_RETRIES;
}

/** A mutation retries once, except on a 4xx: the same request would be refused again. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < MUTATION_RETRIES;
}

/** Settings are fetched with up to 3 retries, none on a 401. */
export function shouldRetrySettingsQuery(failureCount: number, error: unknown): boolean {
  return !isUnauthorized(error) && failureCount < SETTINGS_QUERY_RETRIES;
}

/** Spread into every settings query: 5-minute stale time and its own retry rule (SPEC §7). */
export const settingsQueryOptions = {
  staleTime: STALE_TIMES.settings,
  retry: shouldRetrySettingsQuery,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIMES.default,
        gcTime: CACHE_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: shouldRetryMutation },
    },
  });
}
