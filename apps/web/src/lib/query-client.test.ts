import { describe, expect, it } from 'vitest';
import { CACHE_TIME_MS, STALE_TIMES } from '@club/shared';
import { networkError, trpcError } from '../test/trpc-error';
import {
  createQueryClient,
  settingsQueryOptions,
  shouldRetryMutation,
  shouldRetryQuery,
  shouldRetrySettingsQuery,
} from './query-client';

describe('shouldRetryQuery', () => {
  it('retries server and network failures up to 2 times', () => {
    for (const error of [trpcError(500), networkError(), new Error('boom')]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(false);
    }
  });

  it('never retries a 401 or a 403', () => {
    expect(shouldRetryQuery(0, trpcError(401))).toBe(false);
    expect(shouldRetryQuery(0, trpcError(403))).toBe(false);
  });

  it('retries other client errors like any failure', () => {
    expect(shouldRetryQuery(0, trpcError(404))).toBe(true);
  });
});

describe('shouldRetryMutation', () => {
  it('retries a server or network failure once', () => {
    expect(shouldRetryMutation(0, trpcError(500))).toBe(true);
    expect(shouldRetryMutation(0, networkError())).toBe(true);
    expect(shouldRetryMutation(1, trpcError(500))).toBe(false);
  });

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 422, 429]) expect(shouldRetryMutation(0, trpcError(status))).toBe(false);
  });
});

describe('shouldRetrySettingsQuery', () => {
  it('retries up to 3 times, none on a 401', () => {
    expect(shouldRetrySettingsQuery(2, trpcError(500))).toBe(true);
    expect(shouldRetrySettingsQuery(3, trpcError(500))).toBe(false);
    expect(shouldRetrySettingsQuery(0, trpcError(401))).toBe(false);
  });

  it('carries the 5-minute settings stale time', () => {
    expect(settingsQueryOptions.staleTime).toBe(STALE_TIMES.settings);
  });
});

describe('createQueryClient', () => {
  it('applies the SPEC §7 defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: STALE_TIMES.default,
      gcTime: CACHE_TIME_MS,
      retry: shouldRetryQuery,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    });
    expect(mutations?.retry).toBe(shouldRetryMutation);
  });
});
