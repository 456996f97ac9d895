import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

type AppErrorBoundaryProps = {
  children: ReactNode;
  /** A new key (the next page, say) clears a caught error. */
  resetKey?: string;
  fullScreen?: boolean;
};

/** Catches render errors below it and shows the fallback screen (SPEC §2). */
export function AppErrorBoundary({ children, resetKey, fullScreen }: AppErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(tryAgain) => <ErrorScreen onTryAgain={tryAgain} fullScreen={fullScreen} />}
    >
      {children}
    </ErrorBoundary>
  );
}
