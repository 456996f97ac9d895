import { catalog } from '@club/shared/plain';
import { PageHeader } from '../components/page-header';
import { DashboardOverview } from '../features/dashboard/components/dashboard-overview';
import { MyNextDutyCard } from '../features/rota/availability/components/my-next-duty-card';
import { NightsNeedingReplacementCard } from '../features/rota/availability/components/nights-needing-replacement-card';
import { DutySwapActions } from '../features/rota/swaps/components/duty-swap-actions';
import { useReaderLocale } from '../lib/reader-locale';

export function DashboardPage() {
  const to = { locale: useReaderLocale() };
  return (
    <>
      <PageHeader title={catalog.page_dashboard({}, to)} subtitle={catalog.page_dashboard_subtitle({}, to)} />
      <DashboardOverview
        nextDuty={<MyNextDutyCard renderDutyActions={(duty) => <DutySwapActions danceDate={duty.dance_date} />} />}
        vacancies={<NightsNeedingReplacementCard />}
      />
    </>
  );
}
