import { lazy, Suspense, useEffect } from 'react';
import { Center, Group, Text } from '@mantine/core';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useQuery } from '@tanstack/react-query';
import { settingsMessages } from '@club/shared/plain';
import { QueryState } from '../../../components/query-state';
import { settingsQueryOptions } from '../../../lib/query-client';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useTRPC } from '../../../lib/trpc';
import type { SettingsCards } from './admin-settings-form';

const loadForm = () => import('./admin-settings-form');
let formChunk: ReturnType<typeof loadForm> | null = null;
const fetchForm = () =>
  (formChunk ??= loadForm().catch((error: unknown) => {
    formChunk = null;
    throw error;
  }));
const AdminSettingsForm = lazy(() => fetchForm().then((module) => ({ default: module.AdminSettingsForm })));

/**
 * SPEC §2 Admin Settings: loads the settings, then the form with the cards of one Admin section (decision 061);
 * loading and failure have their own states.
 */
export function AdminSettingsView({ children }: { children: SettingsCards }) {
  const trpc = useTRPC();
  // The form's chunk is fetched as the page opens, beside the settings, so it is usually there when they are; a
  // failure shows when the form is drawn.
  useEffect(() => {
    fetchForm().catch(() => undefined);
  }, []);
  const settings = useQuery(trpc.settings.admin.queryOptions(undefined, settingsQueryOptions));
  const text = settingsMessages(useReaderLocale());
  return (
    <QueryState
      query={settings}
      errorTitle={text.loadErrorTitle}
      errorMessage={() => text.loadErrorText}
      loadingLabel={text.loading}
      loading={<SettingsLoading />}
    >
      {(loaded) => (
        <Suspense fallback={<SettingsLoading />}>
          <AdminSettingsForm settings={loaded}>{children}</AdminSettingsForm>
        </Suspense>
      )}
    </QueryState>
  );
}

function SettingsLoading() {
  const text = settingsMessages(useReaderLocale());
  return (
    <Center py="xl">
      <Group gap="sm" role="status">
        <LoadingIndicator size="sm" besideText />
        <Text c="dimmed">{text.loading}</Text>
      </Group>
    </Center>
  );
}
