import { useEffect } from 'react';
import { Stack, Title } from '@mantine/core';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { catalog, type Locale, MANUAL_LOGIN_REDIRECT_DELAY_MS } from '@club/shared/plain';
import { authStore } from '../../../lib/auth-store';
import { keptSessionNote } from '../hooks/use-kept-session-note';
import { useTokenSignIn } from '../hooks/use-token-sign-in';
import type { LeaveLogin, LoginApi } from '../utils/login-api';
import { LoginFailed, LoginStep } from './lazy-login-steps';

type TokenLoginProps = {
  api: LoginApi;
  token: string;
  redirectTo: string;
  leave: LeaveLogin;
  onRestart: () => void;
  locale: Locale;
};

/**
 * SPEC §2 login page with a token: validate it, then go where the user was heading. Issue 17: a used or expired link
 * opened where a session still works goes there too, with a quiet note; 'Login Failed' is for a browser without one.
 */
export function TokenLogin({ api, token, redirectTo, leave, onRestart, locale }: TokenLoginProps) {
  const signIn = useTokenSignIn(api, token);

  useEffect(() => {
    if (signIn.status === 'kept-session') {
      leave(redirectTo, keptSessionNote(signIn, locale) ?? undefined);
      return;
    }
    if (signIn.status !== 'signed-in') return;
    if (authStore.getState().isAuthenticated) {
      leave(redirectTo);
      return;
    }
    // SPEC §4: the token validated but the auth state is not set (another tab signed out in between):
    // apply the login here and redirect shortly after.
    authStore.signIn(signIn.session);
    const timer = window.setTimeout(() => leave(redirectTo), MANUAL_LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signIn, leave, redirectTo, locale]);

  if (signIn.status === 'failed')
    return (
      <LoginStep>
        <LoginFailed error={signIn.error} onRestart={onRestart} locale={locale} />
      </LoginStep>
    );
  return (
    <Stack align="center" gap="md" role="status" aria-live="polite">
      <LoadingIndicator besideText />
      <Title order={1} fz="h3">
        {catalog.auth_logging_in({}, { locale })}
      </Title>
    </Stack>
  );
}
