import type { SessionUser, SignInResult } from '@club/shared';
import { isUnauthorized } from '../../../lib/api-error';
import { authStore } from '../../../lib/auth-store';
import { parseSignInResult, startSession } from '../../../lib/start-session';
import type { LoginApi } from './login-api';

/** A link that works signs its member in; a used or expired one leaves a session that still works in place. */
export type LoginLinkOutcome =
  { status: 'signed-in'; session: SignInResult } | { status: 'kept-session'; user: SessionUser };

// A login token works once. React may mount the screen that validates it twice (StrictMode) or again after the
// session is stored, so each token is sent to the server once per page and every caller shares that answer.
const signIns = new Map<string, Promise<LoginLinkOutcome>>();

export function signInWithLoginToken(api: LoginApi, token: string): Promise<LoginLinkOutcome> {
  const known = signIns.get(token);
  if (known) return known;
  const held = authStore.getState().token;
  // SPEC §4 replaces any existing session with the link's; issue 17: only once the link has proved good, so a member
  // who opens an old e-mail again is not signed out by it.
  const signIn = api.validateToken(token).then(
    (result): LoginLinkOutcome => {
      const session = parseSignInResult(result);
      startSession(api.queryClient, session);
      return { status: 'signed-in', session };
    },
    async (error: unknown): Promise<LoginLinkOutcome> => {
      if (held === null || !isUnauthorized(error)) throw error;
      const user = await confirmHeldSession(api, held);
      if (!user) throw error;
      return { status: 'kept-session', user };
    },
  );
  signIns.set(token, signIn);
  return signIn;
}

/**
 * Whether the session this browser held still works, asked of the server (a session may have been ended elsewhere).
 * A 401 ends it here too (the API client's rule), and the link's own failure is then what the member sees.
 */
async function confirmHeldSession(api: LoginApi, held: string): Promise<SessionUser | null> {
  try {
    return await api.me();
  } catch {
    // An answer that is no 401 (server or network trouble) does not prove the session dead: keep it.
    const { token, user } = authStore.getState();
    return token === held ? user : null;
  }
}
