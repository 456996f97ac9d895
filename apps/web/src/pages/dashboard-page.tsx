import { PageHeader } from '../components/page-header';
import { DashboardOverview } from '../features/dashboard/components/dashboard-overview';
import { MyNextDutyCard } from '../features/rota/availability/components/my-next-duty-card';
import { NightsNeedingReplacementCard } from '../features/rota/availability/components/nights-needing-replacement-card';
import { DutySwapActions } from '../features/rota/swaps/components/duty-swap-actions';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Your next duty, club information and system status" />
      <DashboardOverview
        nextDuty={<MyNextDutyCard renderDutyActions={(duty) => <DutySwapActions danceDate={duty.dance_date} />} />}
        vacancies={<NightsNeedingReplacementCard />}
      />
    </>
  );
}
