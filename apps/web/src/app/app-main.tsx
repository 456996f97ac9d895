import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createApiClient } from '../lib/api-client';
import { authStore } from '../lib/auth-store';
import { getBasePath, getTrpcUrl } from '../lib/base-path';
import { createQueryClient } from '../lib/query-client';
import { createSessionHistory } from '../lib/router/session-history';
import { startSectionSettingsRead } from '../pages/admin/use-section-settings-prefetch';
import { App } from './app';

/**
 * Issue 18: the app proper (router, TanStack Query, tRPC client, shell and pages), fetched by main.tsx for every page
 * but a first visit to /login, and by the sign-in page once someone has signed in. Answers the query client, whose
 * cache main.tsx drops when another tab signs someone else in.
 */
export function mountApp(root: Root, note?: string) {
  const apiClient = createApiClient({
    url: getTrpcUrl(),
    getToken: () => authStore.getState().token,
    // SPEC §7: a 401 on any call clears stored auth; the protected route then sends the user to /login.
    onUnauthorized: () => authStore.clear(),
  });
  const queryClient = createQueryClient();
  // SPEC §2: every route sits under {base}, read from the <base href> the server writes.
  const history = createSessionHistory({ basename: getBasePath() });
  startSectionSettingsRead(queryClient, apiClient, history.location, authStore.getState().user);
  root.render(
    <StrictMode>
      <App apiClient={apiClient} queryClient={queryClient} history={history} note={note} />
    </StrictMode>,
  );
  return queryClient;
}
