import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/app-providers';
import { BootScreen } from '../app/boot-screen';
import { appRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import type { RouteDef } from '../lib/router/route-match';
import { RouterProvider } from '../lib/router/router-provider';
import type { FakeApi } from './fake-api';
import { type Entry, openHistoryAt } from './open-history';

/** The app's query client with its retry rules, minus the waiting between retries. */
function createTestQueryClient() {
  const queryClient = createQueryClient();
  const { queries, mutations } = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ queries: { ...queries, retryDelay: 0 }, mutations: { ...mutations, retryDelay: 0 } });
  return queryClient;
}

/** Every lazy page and the shell loaded already, as the app is once their chunks arrived. */
async function preloadRoutes(routes: readonly RouteDef[]): Promise<void> {
  await Promise.all(
    routes.map(async ({ Component, children }) => {
      if (Component && 'preload' in Component && typeof Component.preload === 'function') await Component.preload();
      if (children) await preloadRoutes(children);
    }),
  );
}

await preloadRoutes(appRoutes);

/** The whole route table at a URL (with location state, if given), under StrictMode like the real app. */
export function renderApp(api: FakeApi, entry: Entry) {
  const history = openHistoryAt(entry);
  const view = render(
    <StrictMode>
      <AppProviders apiClient={api.client} queryClient={createTestQueryClient()}>
        <RouterProvider history={history} routes={appRoutes} fallback={<BootScreen />} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...view, history };
}
