import { useEffect } from 'react';
import { MESSAGES } from '@club/shared';
import { useToast } from '../../../lib/toast/use-toast';
import type { TokenSignInState } from './use-token-sign-in';

/** Issue 17: says, quietly, why an old link did not sign anyone in and who is still signed in. */
export function useKeptSessionNote(signIn: TokenSignInState): void {
  const toast = useToast();
  const keptName =
    signIn.status === 'kept-session' ? `${signIn.user.first_name} ${signIn.user.last_name}`.trim() : null;
  useEffect(() => {
    if (keptName !== null) toast.info(MESSAGES.loginLinkUsedStillSignedIn(keptName));
  }, [keptName, toast]);
}
