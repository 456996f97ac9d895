import type { QueryClient } from '@tanstack/react-query';
import type { SendLoginLinkResult, SessionUser } from '@club/shared';
import type { ApiCallContext, ApiClient } from '../../../lib/api-client';
import type { ApiCaller } from '../../../lib/api-call';

/**
 * What the sign-in page asks of the server. Inside the app it goes through the tRPC client; the sign-in page started
 * on its own (app/login-app.tsx, issue 18) calls the same procedures with plain fetch.
 */
export type LoginApi = {
  sendLoginLink: (email: string) => Promise<SendLoginLinkResult>;
  /** Sent without the stored session: it must neither lean on nor end the session the link may replace. */
  validateToken: (token: string) => Promise<unknown>;
  me: () => Promise<SessionUser>;
  /** Whose cached data a sign-in drops; null before the app (and its cache) has loaded. */
  queryClient: Pick<QueryClient, 'resetQueries'> | null;
};

/** Leaves the login page for `to` (replacing it in the history); `note` is a quiet message to show there. */
export type LeaveLogin = (to: string, note?: string) => void;

const withoutSession: { context: ApiCallContext } = { context: { withoutSession: true } };

export const loginApiOverTrpc = (client: ApiClient, queryClient: QueryClient): LoginApi => ({
  sendLoginLink: (email) => client.auth.sendLoginLink.mutate({ email }),
  validateToken: (token) => client.auth.validateToken.mutate({ token }, withoutSession),
  me: () => client.auth.me.query(),
  queryClient,
});

export const loginApiOverFetch = (caller: ApiCaller): LoginApi => ({
  sendLoginLink: async (email) => (await caller.mutation('auth.sendLoginLink', { email })) as SendLoginLinkResult,
  validateToken: (token) => caller.mutation('auth.validateToken', { token }, { withoutSession: true }),
  me: async () => (await caller.query('auth.me')) as SessionUser,
  queryClient: null,
});
