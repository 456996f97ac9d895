import './styles/signed-in-styles';
import { StrictMode, useState } from 'react';
import type { Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { AssociationScreen } from '../features/association/components/association-screen';
import { DeploymentLoginScreen } from '../features/association/components/deployment-login-screen';
import { createQueryClient } from '../lib/query-client';
import { ToastProvider } from '../lib/toast/toast-provider';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { accessibleColorsResolver, createClubTheme } from './theme';

// Issue 28: the pages at the root of a deployment of many clubs (/association, the operators'; /login, which mails a
// link for each club) belong to no club: no club's session, branding, router or tRPC client, only REST routes of the
// deployment.
const theme = createClubTheme(undefined);

export type DeploymentPage = 'association' | 'login';

function DeploymentApp({ page }: { page: DeploymentPage }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColorsResolver}>
      <ErrorBoundary fallback={(tryAgain) => <ErrorScreen onTryAgain={tryAgain} fullScreen />}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{page === 'association' ? <AssociationScreen /> : <DeploymentLoginScreen />}</ToastProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}

export function mountDeploymentPage(root: Root, page: DeploymentPage) {
  root.render(
    <StrictMode>
      <DeploymentApp page={page} />
    </StrictMode>,
  );
}
