import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SignInResult } from '@club/shared';
import { useTRPCClient } from '../../../lib/trpc';
import { signInWithLoginToken } from '../utils/login-token-sign-in';

export type TokenSignInState =
  | { status: 'validating' }
  | { status: 'signed-in'; session: SignInResult }
  | { status: 'failed'; error: unknown };

/** Validates a login token from the URL and stores the session it yields (SPEC §4). */
export function useTokenSignIn(token: string): TokenSignInState {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ token: string; state: TokenSignInState } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    signInWithLoginToken({ client, queryClient, token }).then(
      (session) => {
        if (isCurrent) setOutcome({ token, state: { status: 'signed-in', session } });
      },
      (error: unknown) => {
        if (isCurrent) setOutcome({ token, state: { status: 'failed', error } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client, queryClient, token]);

  return outcome?.token === token ? outcome.state : { status: 'validating' };
}
