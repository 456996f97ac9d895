import { type ReactNode, useState } from 'react';
import { Badge, Button, Divider, Group, List, Stack, Text } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMaintenanceActions } from '../hooks/use-maintenance';
import { SettingsCard } from '../../../components/settings-card';

type Operation = 'clearMembers' | 'clearNext' | 'clearCurrent';

function OperationRow({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Stack gap={2} flex="1 1 260px">
        <Text fw={500}>{title}</Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}

/** SPEC §2 danger zone: every operation waits behind a static confirmation (SPEC §2 destructive modals). */
export function MaintenanceCard() {
  const { clearMembers, clearSchedule } = useMaintenanceActions();
  const [confirming, setConfirming] = useState<Operation | null>(null);
  const close = () => setConfirming(null);
  const onSettled = { onSettled: close };

  const dangerButton = (operation: Operation, label: string) => (
    <Button color="red" variant="outline" onClick={() => setConfirming(operation)}>
      {label}
    </Button>
  );

  return (
    <SettingsCard
      title="Maintenance Operations"
      badge={<Badge color="red">Danger zone</Badge>}
      description="These cannot be undone. Back up first if you may want the data again."
      isDanger
    >
      <OperationRow title="Clear members" description="Deletes every member except the main administrator and you.">
        {dangerButton('clearMembers', 'Clear Members')}
      </OperationRow>
      <Divider />
      <OperationRow title="Clear next schedule" description="Deletes the next schedule and all its assignments.">
        {dangerButton('clearNext', 'Clear Next Schedule')}
      </OperationRow>
      <Divider />
      <OperationRow title="Clear current schedule" description="Deletes the current schedule and all its assignments.">
        {dangerButton('clearCurrent', 'Clear Current Schedule')}
      </OperationRow>

      <ConfirmDialog
        opened={confirming === 'clearMembers'}
        title="Clear All Members"
        confirmLabel="Clear Members"
        isProcessing={clearMembers.isPending}
        onConfirm={() => clearMembers.mutate(undefined, onSettled)}
        onClose={close}
      >
        <Text>This permanently deletes every member from the roster.</Text>
        <List size="sm" spacing={4}>
          <List.Item>The main administrator and your own account stay, so you remain signed in.</List.Item>
          <List.Item>The page reloads when it is done.</List.Item>
        </List>
      </ConfirmDialog>
      {(['next', 'current'] as const).map((type) => (
        <ConfirmDialog
          key={type}
          opened={confirming === (type === 'next' ? 'clearNext' : 'clearCurrent')}
          title={type === 'next' ? 'Clear Next Schedule' : 'Clear Current Schedule'}
          confirmLabel={type === 'next' ? 'Clear Next Schedule' : 'Clear Current Schedule'}
          isProcessing={clearSchedule.isPending}
          onConfirm={() => clearSchedule.mutate({ type }, onSettled)}
          onClose={close}
        >
          <Text>
            This permanently deletes the {type} schedule, all its dance dates, their squarehead assignments and notes.
          </Text>
          <Text size="sm" c="dimmed">
            The {type === 'next' ? 'current' : 'next'} schedule is not affected.
          </Text>
        </ConfirmDialog>
      ))}
    </SettingsCard>
  );
}
