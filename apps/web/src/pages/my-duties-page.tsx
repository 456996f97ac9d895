import { catalog } from '@club/shared/plain';
import { PageHeader } from '../components/page-header';
import { NightAnswer } from '../features/rota/answers/components/night-answer';
import { MyDutiesView } from '../features/rota/availability/components/my-duties-view';
import { CalendarFeedsCard } from '../features/rota/feeds/components/calendar-feeds-card';
import { SelfChosenActions } from '../features/rota/signup/components/give-back-button';
import { OpenNights } from '../features/rota/signup/components/open-nights';
import { DutySwapActions } from '../features/rota/swaps/components/duty-swap-actions';
import { SwapSections } from '../features/rota/swaps/components/swap-sections';
import { useReaderLocale } from '../lib/reader-locale';

export function MyDutiesPage() {
  const to = { locale: useReaderLocale() };
  return (
    <>
      <PageHeader title={catalog.page_my_duties({}, to)} subtitle={catalog.page_my_duties_subtitle({}, to)} />
      <MyDutiesView
        renderDutyActions={(duty) => (
          <>
            <NightAnswer duty={duty} />
            <SelfChosenActions duty={duty} />
            <DutySwapActions danceDate={duty.dance_date} />
          </>
        )}
        renderOpenNights={(duties) => (
          <OpenNights nights={duties.open_nights} partnerName={duties.partner?.name ?? null} />
        )}
        afterDuties={<SwapSections />}
        footer={<CalendarFeedsCard />}
      />
    </>
  );
}
