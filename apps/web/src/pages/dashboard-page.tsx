import { PageHeader } from '../components/page-header';
import { DashboardOverview } from '../features/dashboard/components/dashboard-overview';
import { DutySwapActions } from '../features/rota/swaps/components/duty-swap-actions';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Your next duty, club information and system status" />
      <DashboardOverview renderDutyActions={(duty) => <DutySwapActions danceDate={duty.dance_date} />} />
    </>
  );
}
