import { createTRPCClient, httpLink, type TRPCClient } from '@trpc/client';
import type { AppRouter } from '@club/server/trpc';
import { type ApiFetchOptions, createApiFetch, WITHOUT_SESSION_MARK } from './api-fetch';

export type ApiClient = TRPCClient<AppRouter>;
/**
 * What a call may ask of the client (tRPC's per-call `context`). A login link's validation goes out without the
 * stored session: it must neither lean on nor end the session the link may replace.
 */
export type ApiCallContext = { withoutSession?: boolean };

export type ApiClientOptions = ApiFetchOptions & { url: string };

/**
 * One HTTP request per call (httpLink, not batching), so each answer's status is the status of its own call and
 * createApiFetch's 401 rule sees every unauthorised call.
 */
export function createApiClient({ url, ...fetchOptions }: ApiClientOptions): ApiClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url,
        fetch: createApiFetch(fetchOptions),
        headers: ({ op }) => ((op.context as ApiCallContext).withoutSession ? { [WITHOUT_SESSION_MARK]: '1' } : {}),
      }),
    ],
  });
}
