import type { QueryClient } from '@tanstack/react-query';
import type { SignInResult } from '@club/shared';
import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from '../components/visitor-locale';
import { authStore } from './auth-store';
import { clearExplicitLogout } from './explicit-logout';
import { readSignInResult } from './session-shapes';

/** SPEC §5: a sign-in answer must carry both a token and a user. */
export function parseSignInResult(value: unknown): SignInResult {
  const session = readSignInResult(value);
  if (!session) throw new Error(commonMessages(visitorLocale()).invalidResponseStructure);
  return session;
}

/** The sign-in page started on its own has no query client yet: nothing is cached then. */
export function startSession(queryClient: Pick<QueryClient, 'resetQueries'> | null, session: SignInResult): void {
  authStore.signIn(session);
  clearExplicitLogout();
  // Whoever signs in never sees data cached for the previous user of this browser. Resetting (not clearing) keeps
  // mounted queries, such as the club branding behind the theme, attached and refetching with the new session.
  void queryClient?.resetQueries();
}
