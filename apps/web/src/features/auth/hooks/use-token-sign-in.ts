import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPCClient } from '../../../lib/trpc';
import { type LoginLinkOutcome, signInWithLoginToken } from '../utils/login-token-sign-in';

export type TokenSignInState = { status: 'validating' } | LoginLinkOutcome | { status: 'failed'; error: unknown };

/** Validates a login token from the URL and stores the session it yields (SPEC §4). */
export function useTokenSignIn(token: string): TokenSignInState {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ token: string; state: TokenSignInState } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    signInWithLoginToken({ client, queryClient, token }).then(
      (state) => {
        if (isCurrent) setOutcome({ token, state });
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
