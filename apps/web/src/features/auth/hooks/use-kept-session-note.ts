import { useEffect } from 'react';
import { commonMessages, type Locale } from '@club/shared/plain';
import { useToast } from '../../../lib/toast/use-toast';
import type { TokenSignInState } from './use-token-sign-in';

/** Issue 17: says, quietly, why an old link did not sign anyone in and who is still signed in. */
export function useKeptSessionNote(signIn: TokenSignInState, locale: Locale): void {
  const toast = useToast();
  const note = keptSessionNote(signIn, locale);
  useEffect(() => {
    if (note !== null) toast.info(note);
  }, [note, toast]);
}

export function keptSessionNote(signIn: TokenSignInState, locale: Locale): string | null {
  return signIn.status === 'kept-session'
    ? commonMessages(locale).loginLinkUsedStillSignedIn(`${signIn.user.first_name} ${signIn.user.last_name}`.trim())
    : null;
}
