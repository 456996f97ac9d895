import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Box, Center, Group, Text } from '@mantine/core';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_MESSAGES } from '@club/shared/plain';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { settingsQueryOptions } from '../../../lib/query-client';
import { useTRPC } from '../../../lib/trpc';

const loadForm = () => import('./admin-settings-form');
let formChunk: ReturnType<typeof loadForm> | null = null;
const fetchForm = () =>
  (formChunk ??= loadForm().catch((error: unknown) => {
    formChunk = null;
    throw error;
  }));
const AdminSettingsForm = lazy(() => fetchForm().then((module) => ({ default: module.AdminSettingsForm })));

/**
 * SPEC §2 Admin Settings: loads the settings, then the form; loading and failure have their own states. `before` is
 * what the page shows above the settings (the swap requests), which need not wait for them.
 */
export function AdminSettingsView({ before }: { before?: ReactNode }) {
  const trpc = useTRPC();
  // The form's chunk is fetched as the page opens, beside the settings, so it is usually there when they are; a
  // failure shows when the form is drawn.
  useEffect(() => {
    fetchForm().catch(() => undefined);
  }, []);
  const settings = useQuery(trpc.settings.admin.queryOptions(undefined, settingsQueryOptions));
  return (
    <>
      <PageHeader title="Admin Settings" subtitle="Club details, e-mail, maps, backups and maintenance." />
      {before && <Box mb="lg">{before}</Box>}
      <QueryState
        query={settings}
        errorTitle={SETTINGS_MESSAGES.loadErrorTitle}
        errorMessage={() => SETTINGS_MESSAGES.loadErrorText}
        loadingLabel={SETTINGS_MESSAGES.loading}
        loading={<SettingsLoading />}
      >
        {(loaded) => (
          <Suspense fallback={<SettingsLoading />}>
            <AdminSettingsForm settings={loaded} />
          </Suspense>
        )}
      </QueryState>
    </>
  );
}

function SettingsLoading() {
  return (
    <Center py="xl">
      <Group gap="sm" role="status">
        <LoadingIndicator size="sm" besideText />
        <Text c="dimmed">{SETTINGS_MESSAGES.loading}</Text>
      </Group>
    </Center>
  );
}
