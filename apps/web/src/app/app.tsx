import { useEffect, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { ApiClient } from '../lib/api-client';
import { getBasePath } from '../lib/base-path';
import { useToast } from '../lib/toast/use-toast';
import { AppProviders } from './app-providers';
import { appRoutes } from './routes';

type AppProps = {
  apiClient: ApiClient;
  queryClient: QueryClient;
  /** A quiet message the sign-in page started on its own left for the page it opened (issue 17). */
  note?: string;
};

export function App({ apiClient, queryClient, note }: AppProps) {
  // SPEC §2: every route sits under {base}, read from the <base href> the server writes.
  const [router] = useState(() => createBrowserRouter(appRoutes, { basename: getBasePath() || '/' }));
  return (
    <AppProviders apiClient={apiClient} queryClient={queryClient}>
      {note && <InitialNote note={note} />}
      <RouterProvider router={router} />
    </AppProviders>
  );
}

function InitialNote({ note }: { note: string }) {
  const toast = useToast();
  // Once, although StrictMode runs effects twice.
  const isShown = useRef(false);
  useEffect(() => {
    if (isShown.current) return;
    isShown.current = true;
    toast.info(note);
  }, [note, toast]);
  return null;
}
