import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router';
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

/** The whole route table at a URL (with location state, if given), under StrictMode like the real app. */
export function renderApp(api: FakeApi, entry: InitialEntry) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  const view = render(
    <StrictMode>
      <AppProviders apiClient={api.client} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...view, router };
}
