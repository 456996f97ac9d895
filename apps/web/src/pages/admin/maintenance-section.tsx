import { Stack } from '@mantine/core';
import { AdminSettingsView } from '../../features/admin-settings/components/admin-settings-view';
import { ApiTokensCard } from '../../features/admin-settings/components/api-tokens-card';
import { MaintenanceCard } from '../../features/admin-settings/components/maintenance-card';
import { SystemSettingsCard } from '../../features/admin-settings/components/system-settings-card';

/**
 * Admin section "Maintenance" (decision 061): the system settings with the backups, the API tokens, and the danger
 * zone last.
 */
export function MaintenanceSection() {
  return (
    <Stack gap="lg">
      <AdminSettingsView>{(form) => <SystemSettingsCard form={form} />}</AdminSettingsView>
      <ApiTokensCard />
      <MaintenanceCard />
    </Stack>
  );
}
