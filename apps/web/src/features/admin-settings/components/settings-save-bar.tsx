import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { catalog, settingsMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';

type SettingsSaveBarProps = { isDirty: boolean; isSaving: boolean; onReset: () => void; onSave: () => void };

/**
 * SPEC §2 'Unsaved Changes', 'Reset Changes' and 'Save Settings'. It sticks to the bottom of the screen while the
 * form scrolls, so saving is always one tap away on a phone, and no toast at the top covers it.
 */
export function SettingsSaveBar({ isDirty, isSaving, onReset, onSave }: SettingsSaveBarProps) {
  const locale = useReaderLocale();
  const to = { locale };
  const text = settingsMessages(locale);
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
      aria-label={catalog.adm_b_save_bar_label({}, to)}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        {isDirty ? (
          <Badge color="yellow" variant="light" size="lg">
            {text.unsavedChanges}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {catalog.adm_b_no_unsaved_changes({}, to)}
          </Text>
        )}
        <Group gap="sm" wrap="nowrap" ml="auto">
          <Button variant="default" onClick={onReset} disabled={!isDirty || isSaving}>
            {text.resetChanges}
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} disabled={!isDirty} loading={isSaving}>
            {text.saveSettings}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
