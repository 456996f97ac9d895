import type { QueryClient } from '@tanstack/react-query';
import type { SignInResult } from '@club/shared';
import type { ApiClient } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { parseSignInResult, startSession } from '../../../lib/start-session';

// A login token works once. React may mount the screen that validates it twice (StrictMode) or again after the
// session is stored, so each token is sent to the server once per page and every caller shares that answer.
const signIns = new Map<string, Promise<SignInResult>>();

type LoginTokenSignIn = { client: ApiClient; queryClient: QueryClient; token: string };

export function signInWithLoginToken({ client, queryClient, token }: LoginTokenSignIn): Promise<SignInResult> {
  const known = signIns.get(token);
  if (known) return known;
  // SPEC §4: when a new token arrives in the URL, any existing session is cleared first.
  authStore.clear();
  const signIn = client.auth.validateToken.mutate({ token }).then((result) => {
    const session = parseSignInResult(result);
    startSession(queryClient, session);
    return session;
  });
  signIns.set(token, signIn);
  return signIn;
}
