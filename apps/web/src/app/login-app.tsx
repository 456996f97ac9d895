import { lazy, StrictMode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import type { Branding } from '@club/shared';
import { DEFAULT_BRANDING, SETTINGS_QUERY_RETRIES } from '@club/shared/plain';
import { paths } from '../config/paths';
import { preloadLoginSteps } from '../features/auth/components/lazy-login-steps';
import { LoginScreen } from '../features/auth/components/login-screen';
import { type LeaveLogin, loginApiOverFetch } from '../features/auth/utils/login-api';
import { getRedirectTarget } from '../features/auth/utils/redirect-target';
import type { ApiCaller } from '../lib/api-call';
import { isUnauthorized } from '../lib/api-error';
import { getBasePath } from '../lib/base-path';
import { ErrorBoundary } from './error-boundary';
import { accessibleColorsResolver, createClubTheme } from './theme';

// Issue 18: a first visit to /login starts this instead of the app: the same login screen with the club's theme, and
// no router, TanStack Query, tRPC client or zod (about half the app's first script). Leaving it for a page of the app
// (after signing in) loads the app in its place without reloading the page.

// The error screen (SPEC §2) is fetched only when something breaks, which keeps it out of the sign-in page's script.
const ErrorScreen = lazy(() => import('./error-screen').then((module) => ({ default: module.ErrorScreen })));
const showErrorScreen = (tryAgain: () => void) => (
  <Suspense fallback={null}>
    <ErrorScreen onTryAgain={tryAgain} fullScreen />
  </Suspense>
);

/** Settings are fetched with up to 3 retries, none on a 401 (SPEC §7), like the app's branding query. */
async function fetchBranding(caller: ApiCaller, failures = 0): Promise<Branding> {
  try {
    return (await caller.query('settings.branding')) as Branding;
  } catch (error) {
    if (isUnauthorized(error) || failures >= SETTINGS_QUERY_RETRIES) throw error;
    await new Promise((resolve) => window.setTimeout(resolve, 1000 * 2 ** failures));
    return fetchBranding(caller, failures + 1);
  }
}

function useFetchedBranding(caller: ApiCaller): Branding | undefined {
  const [branding, setBranding] = useState<Branding>();
  useEffect(() => {
    let isCurrent = true;
    fetchBranding(caller).then(
      (fetched) => isCurrent && setBranding(fetched),
      () => isCurrent && setBranding(DEFAULT_BRANDING),
    );
    return () => {
      isCurrent = false;
    };
  }, [caller]);
  return branding;
}

/** The router keeps a page's location state in history.state.usr (lib/router/session-history.ts); a reload of /login keeps where to go next. */
function redirectTargetOf(historyState: unknown): string {
  const usr: unknown =
    typeof historyState === 'object' && historyState ? (historyState as { usr?: unknown }).usr : null;
  const { pathname, search, hash } = getRedirectTarget(usr);
  return pathname + search + hash;
}

export type LoginAppProps = {
  caller: ApiCaller;
  /** Leaves for the app at the address already in the location bar; `note` is a quiet message to show there. */
  startApp: (note?: string) => void;
};

export function LoginApp({ caller, startApp }: LoginAppProps) {
  const branding = useFetchedBranding(caller);
  const api = useMemo(() => loginApiOverFetch(caller), [caller]);
  const [search, setSearch] = useState(() => window.location.search);
  const [redirectTo] = useState(() => redirectTargetOf(window.history.state));
  const theme = useMemo(() => createClubTheme(branding?.club_color), [branding?.club_color]);

  const leave = useCallback<LeaveLogin>(
    (to, note) => {
      window.history.replaceState(null, '', `${getBasePath()}${to}`);
      startApp(note);
    },
    [startApp],
  );
  const restart = useCallback(() => {
    window.history.replaceState(null, '', `${getBasePath()}${paths.login}`);
    setSearch('');
  }, []);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColorsResolver}>
      <ErrorBoundary fallback={showErrorScreen}>
        <LoginScreen
          api={api}
          branding={branding}
          search={search}
          redirectTo={redirectTo}
          leave={leave}
          restart={restart}
        />
      </ErrorBoundary>
    </MantineProvider>
  );
}

export function mountLogin(root: Root, caller: ApiCaller, startApp: (note?: string) => void) {
  root.render(
    <StrictMode>
      <LoginApp caller={caller} startApp={startApp} />
    </StrictMode>,
  );
  // The next steps' chunks (link sent, link failed) arrive while the member types.
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => preloadLoginSteps());
  else setTimeout(preloadLoginSteps, 1000);
}
