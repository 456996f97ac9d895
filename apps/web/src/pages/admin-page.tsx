import { Stack } from '@mantine/core';
import { AdminSettingsView } from '../features/admin-settings/components/admin-settings-view';
import { FailedEmailsCard } from '../features/admin-settings/components/failed-emails-card';
import { MemberAwayCard } from '../features/rota/availability/components/member-away-card';
import { RotaReportCard } from '../features/rota/plan/components/rota-report-card';
import { SwapRequestsCard } from '../features/rota/swaps/components/swap-requests-card';

export function AdminPage() {
  return (
    <AdminSettingsView
      before={
        <Stack gap="lg">
          <FailedEmailsCard />
          <SwapRequestsCard />
          <RotaReportCard />
          <MemberAwayCard />
        </Stack>
      }
    />
  );
}
