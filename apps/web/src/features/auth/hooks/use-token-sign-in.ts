import { useEffect, useState } from 'react';
import type { LoginApi } from '../utils/login-api';
import { type LoginLinkOutcome, signInWithLoginToken } from '../utils/login-token-sign-in';

export type TokenSignInState = { status: 'validating' } | LoginLinkOutcome | { status: 'failed'; error: unknown };

/** Validates a login token from the URL and stores the session it yields (SPEC §4). */
export function useTokenSignIn(api: LoginApi, token: string): TokenSignInState {
  const [outcome, setOutcome] = useState<{ token: string; state: TokenSignInState } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    signInWithLoginToken(api, token).then(
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
  }, [api, token]);

  return outcome?.token === token ? outcome.state : { status: 'validating' };
}
