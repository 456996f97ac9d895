import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES, type SignInResult, signInResultSchema } from '@club/shared';
import { authStore } from './auth-store';
import { clearExplicitLogout } from './explicit-logout';

/** SPEC §5: a sign-in answer must carry both a token and a user. */
export function parseSignInResult(value: unknown): SignInResult {
  const parsed = signInResultSchema.safeParse(value);
  if (!parsed.success) throw new Error(MESSAGES.invalidResponseStructure);
  return parsed.data;
}

export function startSession(queryClient: QueryClient, session: SignInResult): void {
  authStore.signIn(session);
  clearExplicitLogout();
  // Whoever signs in never sees data cached for the previous user of this browser. Resetting (not clearing) keeps
  // mounted queries, such as the club branding behind the theme, attached and refetching with the new session.
  void queryClient.resetQueries();
}
