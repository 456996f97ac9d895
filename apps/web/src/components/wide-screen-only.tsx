import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Center } from '@mantine/core';
import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from './visitor-locale';
import { PHONE_MEDIA_QUERY } from '../lib/use-is-phone';
import { LoadingIndicator } from './loading-indicator';

/**
 * Issue 18: a component only wider screens show (the tables, with mantine-datatable and the Menu, Popover, Checkbox
 * and Pagination it brings) as a chunk of its own. A phone, which lists cards instead, never fetches it; a wider
 * screen starts fetching it as soon as the module that shows it runs, beside the page's data.
 */
export function lazyForWideScreens<P extends object>(load: () => Promise<ComponentType<P>>) {
  const fetchComponent = () => load().then((component) => ({ default: component }));
  // A failure here shows, through the error boundary, only when the component is rendered and fails again.
  if (!window.matchMedia(PHONE_MEDIA_QUERY).matches) fetchComponent().catch(() => undefined);
  return lazy(fetchComponent);
}

/** Where a wide-screen component shows: a loader until its chunk has arrived. */
export function WideScreenOnly({ children }: { children: ReactNode }) {
  // Drawn on pages with and without the app's providers (the link pages): the page's language needs neither.
  const text = commonMessages(visitorLocale());
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <LoadingIndicator label={text.dialogLoading} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
