import { useDocumentTitle } from '@mantine/hooks';
import { createPath, Navigate, useLocation } from 'react-router';
import { useClubBranding } from '../../../lib/use-branding';
import { useAuth } from '../../../lib/use-auth';
import { getRedirectTarget } from '../utils/redirect-target';
import { EmailLoginForm } from './email-login-form';
import { LoginCard } from './login-card';
import { TokenLogin } from './token-login';

/** SPEC §2 login page: the e-mail form, or the validation of a token from a login link. */
export function LoginScreen() {
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const branding = useClubBranding();
  const token = new URLSearchParams(location.search).get('token');
  const redirectTo = createPath(getRedirectTarget(location.state));
  useDocumentTitle(branding ? `${branding.club_name} Login` : 'Login');

  // A token in the URL replaces any existing session (SPEC §4), so only a token-less visit redirects at once.
  if (!token && isAuthenticated) return <Navigate to={redirectTo} replace />;

  return (
    <LoginCard branding={branding}>
      {token ? <TokenLogin token={token} redirectTo={redirectTo} /> : <EmailLoginForm clubName={branding?.club_name} />}
    </LoginCard>
  );
}
