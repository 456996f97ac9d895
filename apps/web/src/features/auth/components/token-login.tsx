import { useEffect } from 'react';
import { Loader, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MANUAL_LOGIN_REDIRECT_DELAY_MS } from '@club/shared';
import { authStore } from '../../../lib/auth-store';
import { useKeptSessionNote } from '../hooks/use-kept-session-note';
import { useTokenSignIn } from '../hooks/use-token-sign-in';
import { LoginFailed } from './login-failed';

type TokenLoginProps = { token: string; redirectTo: string };

/**
 * SPEC §2 login page with a token: validate it, then go where the user was heading. Issue 17: a used or expired link
 * opened where a session still works goes there too, with a quiet note; 'Login Failed' is for a browser without one.
 */
export function TokenLogin({ token, redirectTo }: TokenLoginProps) {
  const signIn = useTokenSignIn(token);
  const navigate = useNavigate();
  useKeptSessionNote(signIn);

  useEffect(() => {
    if (signIn.status === 'kept-session') {
      void navigate(redirectTo, { replace: true });
      return;
    }
    if (signIn.status !== 'signed-in') return;
    if (authStore.getState().isAuthenticated) {
      void navigate(redirectTo, { replace: true });
      return;
    }
    // SPEC §4: the token validated but the auth state is not set (another tab signed out in between):
    // apply the login here and redirect shortly after.
    authStore.signIn(signIn.session);
    const timer = window.setTimeout(() => void navigate(redirectTo, { replace: true }), MANUAL_LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signIn, navigate, redirectTo]);

  if (signIn.status === 'failed') return <LoginFailed error={signIn.error} />;
  return (
    <Stack align="center" gap="md" role="status" aria-live="polite">
      <Loader aria-hidden />
      <Title order={1} fz="h3">
        Logging you in...
      </Title>
    </Stack>
  );
}
