import './styles/signed-in-styles';
import { StrictMode, useState } from 'react';
import type { Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { AssociationScreen } from '../features/association/components/association-screen';
import { createQueryClient } from '../lib/query-client';
import { ToastProvider } from '../lib/toast/toast-provider';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { accessibleColorsResolver, createClubTheme } from './theme';

// Issue 28: /association at the root of a deployment of many clubs is a page of no club: no club's session, branding,
// router or tRPC client, only the association's own REST routes.
const theme = createClubTheme(undefined);

function AssociationApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColorsResolver}>
      <ErrorBoundary fallback={(tryAgain) => <ErrorScreen onTryAgain={tryAgain} fullScreen />}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <AssociationScreen />
          </ToastProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}

export function mountAssociation(root: Root) {
  root.render(
    <StrictMode>
      <AssociationApp />
    </StrictMode>,
  );
}
