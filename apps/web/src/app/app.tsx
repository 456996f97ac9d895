import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { ApiClient } from '../lib/api-client';
import { getBasePath } from '../lib/base-path';
import { AppProviders } from './app-providers';
import { appRoutes } from './routes';

type AppProps = { apiClient: ApiClient; queryClient: QueryClient };

export function App({ apiClient, queryClient }: AppProps) {
  // SPEC §2: every route sits under {base}, read from the <base href> the server writes.
  const [router] = useState(() => createBrowserRouter(appRoutes, { basename: getBasePath() || '/' }));
  return (
    <AppProviders apiClient={apiClient} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
