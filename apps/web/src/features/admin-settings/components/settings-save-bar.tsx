import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SETTINGS_MESSAGES } from '@club/shared';

type SettingsSaveBarProps = { isDirty: boolean; isSaving: boolean; onReset: () => void; onSave: () => void };

/**
 * SPEC §2 'Unsaved Changes', 'Reset Changes' and 'Save Settings'. It sticks to the bottom of the screen while the
 * form scrolls, so saving is always one tap away on a phone, and no toast at the top covers it.
 */
export function SettingsSaveBar({ isDirty, isSaving, onReset, onSave }: SettingsSaveBarProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="sticky"
      bottom="var(--mantine-spacing-sm)"
      style={{ zIndex: 2 }}
      role="group"
      aria-label="Save settings"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        {isDirty ? (
          <Badge color="yellow" variant="light" size="lg">
            {SETTINGS_MESSAGES.unsavedChanges}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            No unsaved changes
          </Text>
        )}
        <Group gap="sm" wrap="nowrap" ml="auto">
          <Button variant="default" onClick={onReset} disabled={!isDirty || isSaving}>
            {SETTINGS_MESSAGES.resetChanges}
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} disabled={!isDirty} loading={isSaving}>
            {SETTINGS_MESSAGES.saveSettings}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
