import { PageHeader } from '../components/page-header';
import { DashboardOverview } from '../features/dashboard/components/dashboard-overview';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Club information and system status" />
      <DashboardOverview />
    </>
  );
}
