import { lazy, type ReactNode, Suspense } from 'react';
import { Center } from '@mantine/core';
import { commonMessages } from '@club/shared/plain';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { visitorLocale } from '../../../components/visitor-locale';

// Issue 18: what the login page shows after a link was sent, or when a link failed, comes in its own chunk, fetched
// once the sign-in page on its own is idle (preloadLoginSteps), so the sign-in page's first script stays within 100 kB.
const loadLinkSent = () => import('./login-link-sent');
const loadFailed = () => import('./login-failed');

export const LoginLinkSent = lazy(() => loadLinkSent().then((module) => ({ default: module.LoginLinkSent })));
export const LoginFailed = lazy(() => loadFailed().then((module) => ({ default: module.LoginFailed })));

export function preloadLoginSteps(): void {
  // A failure here shows, with the error screen, only if the step is needed.
  loadLinkSent().catch(() => undefined);
  loadFailed().catch(() => undefined);
}

export function LoginStep({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="md">
          <LoadingIndicator label={commonMessages(visitorLocale()).dialogLoading} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
