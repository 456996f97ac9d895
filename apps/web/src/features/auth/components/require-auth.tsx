import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../../../lib/router/hooks';
import { Navigate } from '../../../lib/router/link';
import { Outlet } from '../../../lib/router/router-provider';
import { catalog, commonMessages } from '@club/shared/plain';
import { paths } from '../../../config/paths';
import { getErrorMessage, isUnauthorized } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPCClient } from '../../../lib/trpc';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useAuth } from '../../../lib/use-auth';
import { useHydrationGaveUp } from '../hooks/use-hydration-gave-up';
import { useKeptSessionNote } from '../hooks/use-kept-session-note';
import { useTokenSignIn } from '../hooks/use-token-sign-in';
import { useTrpcLoginApi } from '../hooks/use-trpc-login-api';
import { canSignInAutomatically, devSignInStatus, signInAsDevAdmin, signInAutomatically } from '../utils/dev-sign-in';
import { isLoopbackHost } from '../utils/loopback-host';
import { type RedirectState, withoutSearchParams } from '../utils/redirect-target';
import { AuthStatusScreen } from './auth-status-screen';

/**
 * SPEC §2 protected route behaviour: accept a login token in the URL, offer the localhost development sign-in,
 * wait for stored auth, and send everyone else to /login remembering where they were going.
 */
export function RequireAuth() {
  const location = useLocation();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { isAuthenticated, isHydrated } = useAuth();
  const gaveUp = useHydrationGaveUp(isHydrated);
  const isDevSignInPending = useSyncExternalStore(devSignInStatus.subscribe, devSignInStatus.isPending);
  const locale = useReaderLocale();

  const params = new URLSearchParams(location.search);
  const loginToken = params.get('token');
  const wantsDevAdmin = params.get('dev_auth') === 'admin' && isLoopbackHost();
  const isSettled = isHydrated || gaveUp;
  const shouldSignInAutomatically =
    isSettled && !isAuthenticated && !loginToken && !wantsDevAdmin && !isDevSignInPending && canSignInAutomatically();

  useEffect(() => {
    if (shouldSignInAutomatically) void signInAutomatically({ client, queryClient });
  }, [shouldSignInAutomatically, client, queryClient]);

  if (loginToken) return <UrlTokenSignIn token={loginToken} />;
  if (wantsDevAdmin) return <DevAdminSignIn />;
  if (!isSettled || isDevSignInPending || shouldSignInAutomatically)
    return <AuthStatusScreen message={catalog.auth_checking({}, { locale })} />;
  if (!isAuthenticated) {
    const state: RedirectState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * A login link may point at any protected page: sign in with its token, then drop the token from the URL. A used or
 * expired link where a session still works opens the page all the same (issue 17).
 */
function UrlTokenSignIn({ token }: { token: string }) {
  const location = useLocation();
  const toast = useToast();
  const signIn = useTokenSignIn(useTrpcLoginApi(), token);
  const locale = useReaderLocale();
  const failure = signIn.status === 'failed' ? signIn.error : null;
  useKeptSessionNote(signIn, locale);

  useEffect(() => {
    if (failure)
      toast.error(isUnauthorized(failure) ? commonMessages(locale).loginLinkInvalid : getErrorMessage(failure), {
        title: catalog.auth_login_failed({}, { locale }),
      });
  }, [failure, toast, locale]);

  const target = withoutSearchParams(location, ['token']);
  if (signIn.status === 'validating')
    return <AuthStatusScreen message={catalog.auth_processing_token({}, { locale })} />;
  if (signIn.status === 'signed-in' || signIn.status === 'kept-session')
    return <Navigate to={target} replace state={location.state} />;
  const state: RedirectState = { from: target };
  return <Navigate to={paths.login} replace state={state} />;
}

/** SPEC §2 development bypass, ?dev_auth=admin on localhost: sign in the development admin, then drop the flag. */
function DevAdminSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const locale = useReaderLocale();

  useEffect(() => {
    let isCurrent = true;
    void signInAsDevAdmin({ client, queryClient }).then(() => {
      if (isCurrent)
        void navigate(withoutSearchParams(location, ['dev_auth']), { replace: true, state: location.state });
    });
    return () => {
      isCurrent = false;
    };
  }, [client, queryClient, navigate, location]);

  return <AuthStatusScreen message={catalog.auth_checking({}, { locale })} />;
}
