import { useMemo } from 'react';
import { Divider, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { BACKUP_FREQUENCIES, groupTimeZones, TIMEZONES } from '@club/shared';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { BackupsList } from './backups-list';
import { SettingsCard } from '../../../components/settings-card';

const FREQUENCY_OPTIONS = BACKUP_FREQUENCIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** Issue 17: every zone this browser knows (the server checks against its own list, which names the same zones). */
const browserZones = (): readonly string[] =>
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone')
    : TIMEZONES.map(({ value }) => value);

export function SystemSettingsCard({ form }: { form: SettingsFormApi }) {
  const { values, setFieldValue, errors } = form;
  const zoneOptions = useMemo(() => groupTimeZones(browserZones(), values.system_timezone), [values.system_timezone]);
  return (
    <SettingsCard title="System Settings">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label="Time Zone"
          description="Reminder days are counted in this zone. Type a city or region to search."
          data={zoneOptions}
          searchable
          nothingFoundMessage="No time zone of that name"
          value={values.system_timezone}
          onChange={(zone) => zone && setFieldValue('system_timezone', zone)}
          allowDeselect={false}
          error={errors.system_timezone}
        />
        <NumberInput
          label="Max Upload Size"
          description="Largest file accepted, 1 to 100 MB."
          suffix=" MB"
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('max_upload_size')}
        />
        <Switch
          label="Automatic backups"
          description="Back up the database on a schedule."
          checked={values.backup_enabled}
          onChange={(event) => setFieldValue('backup_enabled', event.currentTarget.checked)}
          mt={{ sm: 'md' }}
        />
        <Select
          label="Backup Frequency"
          data={FREQUENCY_OPTIONS}
          value={values.backup_frequency}
          onChange={(frequency) => frequency && setFieldValue('backup_frequency', frequency)}
          allowDeselect={false}
          // SPEC §5: the frequency applies only when backups are on.
          disabled={!values.backup_enabled}
          error={errors.backup_frequency}
        />
      </SimpleGrid>
      <Divider />
      <BackupsList />
    </SettingsCard>
  );
}
