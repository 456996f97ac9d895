import type { Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { Environment } from '@club/shared';
import { showLoadFailure } from './boot-failure';
import { mountLogin } from './login-app';
import { needsSession } from './route-files';
import { paths } from '../config/paths';
import { isLoopbackHost } from '../features/auth/utils/loopback-host';
import { startRespondLinkRead } from '../features/rota/answers/utils/early-respond-read';
import { createApiCaller } from '../lib/api-call';
import { createApiFetch } from '../lib/api-fetch';
import { authStore, authStoreKey } from '../lib/auth-store';
import { getBasePath, getTrpcUrl } from '../lib/base-path';
import { environmentOf } from '../lib/environment';
import { hasLoggedOutExplicitly } from '../lib/explicit-logout';

/**
 * Issue 18: every page of a club. The first script holds React, the stored session and this choice, nothing else. A
 * first visit to /login gets the sign-in page on its own (app/login-app.tsx); every other page, and the sign-in page
 * once someone has signed in, gets the app (app/app-main.tsx). The server names the chunks of each as preloads in the
 * page it sends, and index.html's own loading indicator shows until the first of them has drawn.
 */
export function startClubPage(root: Root, element: HTMLElement, path: string) {
  const caller = createApiCaller(
    createApiFetch({ getToken: () => authStore.getState().token, onUnauthorized: () => authStore.clear() }),
    getTrpcUrl(),
  );

  // SPEC §5: development and preview accept a recently issued token past its expiry. A Vite dev build knows it is
  // development; a built app goes by its local port, else asks the server which environment it runs in (SPEC §9).
  const resolveEnvironment = async (): Promise<Environment> =>
    import.meta.env.DEV
      ? 'development'
      : environmentOf(((await caller.query('status.get')) as { environment: Environment }).environment);
  void authStore.hydrate({ resolveEnvironment });

  let appQueryClient: QueryClient | null = null;
  let appStarted: Promise<void> | null = null;
  const startApp = (note?: string) => {
    appStarted ??= import('./app-main').then(
      ({ mountApp }) => {
        appQueryClient = mountApp(root, note);
      },
      () => showLoadFailure(element),
    );
  };

  // Another tab signed in or out. When this tab ends up as someone else, its cached data is theirs no longer.
  window.addEventListener('storage', (event) => {
    if (event.key !== authStoreKey && event.key !== null) return;
    const previousToken = authStore.getState().token;
    authStore.syncFromStorage();
    const { token } = authStore.getState();
    if (token !== null && token !== previousToken) void appQueryClient?.resetQueries();
  });

  /**
   * Issue 18: a signed-out visit to a protected page goes to the sign-in page from here, as the app's protected route
   * would (SPEC §2), without fetching the app first. The app still decides when the URL carries a sign-in link or the
   * development sign-in, when the stored session is not known yet, and on localhost outside production, where the app
   * signs the development admin in by itself.
   */
  async function isSignedOutVisit(route: string): Promise<boolean> {
    const { isHydrated, isAuthenticated } = authStore.getState();
    if (!isHydrated || isAuthenticated || !needsSession(route)) return false;
    const params = new URLSearchParams(window.location.search);
    if (params.has('token') || params.has('dev_auth')) return false;
    if (!isLoopbackHost() || hasLoggedOutExplicitly()) return true;
    return (await resolveEnvironment().catch((): Environment => 'development')) === 'production';
  }

  /** The sign-in page, remembering where the visitor was going as the app's redirect does (the router's entry state). */
  function signInFirst(route: string) {
    const { search, hash } = window.location;
    const from = { pathname: route, search, hash };
    window.history.replaceState({ usr: { from }, key: 'default', idx: 0 }, '', `${getBasePath()}${paths.login}`);
    mountLogin(root, caller, startApp);
  }

  // Issue 26: the e-mailed answer link's night is read while the page's code arrives, not after it.
  if (path === paths.respond) startRespondLinkRead(caller, window.location.search);
  if (path === paths.login) {
    mountLogin(root, caller, startApp);
  } else {
    const route = path || paths.root;
    void isSignedOutVisit(route).then((signedOut) => (signedOut ? signInFirst(route) : startApp()));
  }
}
