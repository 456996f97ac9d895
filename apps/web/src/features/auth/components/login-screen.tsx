import { useEffect } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import type { Branding } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useAuth } from '../../../lib/use-auth';
import type { LeaveLogin, LoginApi } from '../utils/login-api';
import { visitorLocale } from '../../../components/visitor-locale';
import { EmailLoginForm } from './email-login-form';
import { LoginCard } from './login-card';
import { TokenLogin } from './token-login';

export type LoginScreenProps = {
  api: LoginApi;
  branding: Branding | undefined;
  /** The page address's query (`?token=…` for a login link). */
  search: string;
  /** Where a signed-in user goes next (SPEC §4). */
  redirectTo: string;
  leave: LeaveLogin;
  /** Back to the plain login page, without the token. */
  restart: () => void;
};

/**
 * SPEC §2 login page: the e-mail form, or the validation of a token from a login link. It knows no router: inside the
 * app the login route supplies these, and the sign-in page started on its own (app/login-app.tsx, issue 18) does too.
 */
export function LoginScreen({ api, branding, search, redirectTo, leave, restart }: LoginScreenProps) {
  const { isAuthenticated } = useAuth();
  const token = new URLSearchParams(search).get('token');
  const locale = visitorLocale();
  const to = { locale };
  useDocumentTitle(
    branding ? catalog.auth_club_login({ club: branding.club_name }, to) : catalog.auth_login_title({}, to),
  );

  // A token in the URL replaces any existing session (SPEC §4), so only a token-less visit redirects at once.
  const isLeaving = !token && isAuthenticated;
  useEffect(() => {
    if (isLeaving) leave(redirectTo);
  }, [isLeaving, leave, redirectTo]);
  if (isLeaving) return null;

  return (
    <LoginCard branding={branding}>
      {token ? (
        <TokenLogin api={api} token={token} redirectTo={redirectTo} leave={leave} onRestart={restart} locale={locale} />
      ) : (
        <EmailLoginForm api={api} clubName={branding?.club_name} locale={locale} />
      )}
    </LoginCard>
  );
}
