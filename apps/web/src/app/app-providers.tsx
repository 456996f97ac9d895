import type { ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { ToastProvider } from '../lib/toast/toast-provider';
import { TRPCProvider } from '../lib/trpc';
import { AppErrorBoundary } from './app-error-boundary';
import { ClubThemeProvider } from './club-theme-provider';
import { ReaderLocaleProvider } from './reader-locale-provider';

type AppProvidersProps = { apiClient: ApiClient; queryClient: QueryClient; children: ReactNode };

/**
 * Data first (the theme reads the club colour from the API), then theme, the reader's language (issue 29), toasts and
 * the last-resort boundary.
 */
export function AppProviders({ apiClient, queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
        <ClubThemeProvider>
          <ReaderLocaleProvider>
            <ToastProvider>
              <AppErrorBoundary fullScreen>{children}</AppErrorBoundary>
            </ToastProvider>
          </ReaderLocaleProvider>
        </ClubThemeProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
