import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SettingsCard } from '../../../components/settings-card';
import { useMaintenanceActions } from '../hooks/use-maintenance';
import { ImportLogsDialog } from './import-logs-dialog';

/**
 * The record of CSV imports, with 'View Import Logs' and 'Clear Import Logs'. Decision 061 moved it out of the
 * Maintenance Operations card into the Admin page's "Members and import" section, beside the members it imported.
 */
export function ImportLogsCard() {
  const { clearImportLogs } = useMaintenanceActions();
  const [isLogsOpen, setLogsOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  return (
    <SettingsCard
      title="Import Logs"
      description="The record of every CSV import from the Members page and its results."
    >
      <Group gap="xs">
        <Button variant="default" onClick={() => setLogsOpen(true)}>
          View Import Logs
        </Button>
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          Clear Import Logs
        </Button>
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        title="Clear Import Logs"
        confirmLabel="Clear Import Logs"
        isProcessing={clearImportLogs.isPending}
        onConfirm={() => clearImportLogs.mutate(undefined, { onSettled: close })}
        onClose={close}
      >
        <Text>This deletes the record of every CSV import. The imported members stay.</Text>
      </ConfirmDialog>
      <ImportLogsDialog opened={isLogsOpen} onClose={() => setLogsOpen(false)} />
    </SettingsCard>
  );
}
