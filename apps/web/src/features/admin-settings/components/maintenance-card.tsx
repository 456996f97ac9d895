import { type ReactNode, useState } from 'react';
import { Badge, Button, Divider, Group, List, Stack, Text } from '@mantine/core';
import { catalog } from '@club/shared/plain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useReaderLocale } from '../../../lib/reader-locale';
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
  const to = { locale: useReaderLocale() };
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
      title={catalog.adm_a_maint_title({}, to)}
      badge={<Badge color="red">{catalog.adm_a_maint_danger({}, to)}</Badge>}
      description={catalog.adm_a_maint_intro({}, to)}
      isDanger
    >
      <OperationRow title={catalog.adm_a_maint_members({}, to)} description={catalog.adm_a_maint_members_hint({}, to)}>
        {dangerButton('clearMembers', catalog.adm_a_maint_members_button({}, to))}
      </OperationRow>
      <Divider />
      <OperationRow title={catalog.adm_a_maint_next({}, to)} description={catalog.adm_a_maint_next_hint({}, to)}>
        {dangerButton('clearNext', catalog.adm_a_maint_next_button({}, to))}
      </OperationRow>
      <Divider />
      <OperationRow title={catalog.adm_a_maint_current({}, to)} description={catalog.adm_a_maint_current_hint({}, to)}>
        {dangerButton('clearCurrent', catalog.adm_a_maint_current_button({}, to))}
      </OperationRow>

      <ConfirmDialog
        opened={confirming === 'clearMembers'}
        title={catalog.adm_a_maint_members_confirm_title({}, to)}
        confirmLabel={catalog.adm_a_maint_members_button({}, to)}
        isProcessing={clearMembers.isPending}
        onConfirm={() => clearMembers.mutate(undefined, onSettled)}
        onClose={close}
      >
        <Text>{catalog.adm_a_maint_members_confirm_text({}, to)}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{catalog.adm_a_maint_members_confirm_stay({}, to)}</List.Item>
          <List.Item>{catalog.adm_a_maint_members_confirm_reload({}, to)}</List.Item>
        </List>
      </ConfirmDialog>
      {(['next', 'current'] as const).map((type) => (
        <ConfirmDialog
          key={type}
          opened={confirming === (type === 'next' ? 'clearNext' : 'clearCurrent')}
          title={
            type === 'next'
              ? catalog.adm_a_maint_next_confirm_title({}, to)
              : catalog.adm_a_maint_current_confirm_title({}, to)
          }
          confirmLabel={
            type === 'next' ? catalog.adm_a_maint_next_button({}, to) : catalog.adm_a_maint_current_button({}, to)
          }
          isProcessing={clearSchedule.isPending}
          onConfirm={() => clearSchedule.mutate({ type }, onSettled)}
          onClose={close}
        >
          <Text>
            {type === 'next'
              ? catalog.adm_a_maint_next_confirm_text({}, to)
              : catalog.adm_a_maint_current_confirm_text({}, to)}
          </Text>
          <Text size="sm" c="dimmed">
            {type === 'next'
              ? catalog.adm_a_maint_current_unaffected({}, to)
              : catalog.adm_a_maint_next_unaffected({}, to)}
          </Text>
        </ConfirmDialog>
      ))}
    </SettingsCard>
  );
}
