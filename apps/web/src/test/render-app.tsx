import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { appRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import type { FakeApi } from './fake-api';

/** The app's query client with its retry rules, minus the waiting between retries. */
function createTestQueryClient() {
  const queryClient = createQueryClient();
  const { queries, mutations } = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ queries: { ...queries, retryDelay: 0 }, mutations: { ...mutations, retryDelay: 0 } });
  return queryClient;
}

/** The route table with every lazy page and the shell loaded already, as the app is once their chunks arrived. */
async function loadLazyRoutes(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      return { ...route, ...loaded, ...(children ? { children: await loadLazyRoutes(children) } : {}) } as RouteObject;
    }),
  );
}
const loadedRoutes = await loadLazyRoutes(appRoutes);

/** The whole route table at a URL (with location state, if given), under StrictMode like the real app. */
export function renderApp(api: FakeApi, entry: InitialEntry) {
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [entry] });
  const view = render(
    <StrictMode>
      <AppProviders apiClient={api.client} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...view, router };
}
