import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { catalog } from '@club/shared/plain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SettingsCard } from '../../../components/settings-card';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useMaintenanceActions } from '../hooks/use-maintenance';
import { ImportLogsDialog } from './import-logs-dialog';

/**
 * The record of CSV imports, with 'View Import Logs' and 'Clear Import Logs'. Decision 061 moved it out of the
 * Maintenance Operations card into the Admin page's "Members and import" section, beside the members it imported.
 */
export function ImportLogsCard() {
  const { clearImportLogs } = useMaintenanceActions();
  const to = { locale: useReaderLocale() };
  const [isLogsOpen, setLogsOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  return (
    <SettingsCard title={catalog.adm_a_import_title({}, to)} description={catalog.adm_a_import_intro({}, to)}>
      <Group gap="xs">
        <Button variant="default" onClick={() => setLogsOpen(true)}>
          {catalog.adm_a_import_view({}, to)}
        </Button>
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          {catalog.adm_a_import_clear({}, to)}
        </Button>
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        title={catalog.adm_a_import_clear_title({}, to)}
        confirmLabel={catalog.adm_a_import_clear({}, to)}
        isProcessing={clearImportLogs.isPending}
        onConfirm={() => clearImportLogs.mutate(undefined, { onSettled: close })}
        onClose={close}
      >
        <Text>{catalog.adm_a_import_clear_text({}, to)}</Text>
      </ConfirmDialog>
      <ImportLogsDialog opened={isLogsOpen} onClose={() => setLogsOpen(false)} />
    </SettingsCard>
  );
}
