import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { isForbidden } from '../../../lib/api-error';
import { hasLoggedOutExplicitly } from '../../../lib/explicit-logout';
import { isLoopbackHost } from './loopback-host';
import { parseSignInResult, startSession } from '../../../lib/start-session';

// SPEC §2 development bypass. The server signs in its development admin only in development mode and only for
// loopback callers; anywhere else it answers FORBIDDEN, which is expected and stays silent.

let inFlight: Promise<void> | null = null;
let hasAttemptedAutomatically = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const devSignInStatus = {
  // An arrow function, so React's useSyncExternalStore can take it off the object unbound.
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isPending: (): boolean => inFlight !== null,
};

type DevSignIn = { client: ApiClient; queryClient: QueryClient };

/** Signs in the development admin; concurrent callers share one request, which settles when the attempt is over. */
export function signInAsDevAdmin({ client, queryClient }: DevSignIn): Promise<void> {
  if (inFlight) return inFlight;
  inFlight = client.auth.devLogin
    .mutate()
    .then(
      (result) => startSession(queryClient, parseSignInResult(result)),
      (error: unknown) => {
        if (!isForbidden(error)) console.warn('Development sign-in failed', error);
      },
    )
    .finally(() => {
      inFlight = null;
      notify();
    });
  notify();
  return inFlight;
}

/** On localhost with no session the development admin is signed in once per page load, unless this tab logged out. */
export function canSignInAutomatically(): boolean {
  return !hasAttemptedAutomatically && isLoopbackHost() && !hasLoggedOutExplicitly();
}

export function signInAutomatically(options: DevSignIn): Promise<void> {
  hasAttemptedAutomatically = true;
  return signInAsDevAdmin(options);
}
