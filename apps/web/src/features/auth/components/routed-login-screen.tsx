import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../../lib/router/hooks';
import { createPath } from '../../../lib/router/location';
import { paths } from '../../../config/paths';
import { useToast } from '../../../lib/toast/use-toast';
import { useClubBranding } from '../../../lib/use-branding';
import { useTrpcLoginApi } from '../hooks/use-trpc-login-api';
import type { LeaveLogin } from '../utils/login-api';
import { getRedirectTarget } from '../utils/redirect-target';
import { LoginScreen } from './login-screen';

/** The login page inside the app (after a logout, or sent there by a protected page): the router drives it. */
export function RoutedLoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const api = useTrpcLoginApi();
  const branding = useClubBranding();
  const leave = useCallback<LeaveLogin>(
    (to, note) => {
      void navigate(to, { replace: true });
      if (note) toast.info(note);
    },
    [navigate, toast],
  );
  const restart = useCallback(() => void navigate(paths.login, { replace: true }), [navigate]);
  return (
    <LoginScreen
      api={api}
      branding={branding}
      search={location.search}
      redirectTo={createPath(getRedirectTarget(location.state))}
      leave={leave}
      restart={restart}
    />
  );
}
