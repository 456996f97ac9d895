import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { RouterProvider } from '../lib/router/router-provider';
import type { SessionHistory } from '../lib/router/session-history';
import { useToast } from '../lib/toast/use-toast';
import { AppProviders } from './app-providers';
import { BootScreen } from './boot-screen';
import { appRoutes } from './routes';

type AppProps = {
  apiClient: ApiClient;
  queryClient: QueryClient;
  history: SessionHistory;
  /** A quiet message the sign-in page started on its own left for the page it opened (issue 17). */
  note?: string;
};

export function App({ apiClient, queryClient, history, note }: AppProps) {
  return (
    <AppProviders apiClient={apiClient} queryClient={queryClient}>
      {note && <InitialNote note={note} />}
      {/* Shown while the first page's code loads, in the look of index.html's own indicator. */}
      <RouterProvider history={history} routes={appRoutes} fallback={<BootScreen />} />
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
