import { Box } from '@mantine/core';
import { PageHeader } from '../components/page-header';
import { CalendarFeedsCard } from '../features/rota/feeds/components/calendar-feeds-card';
import { MyDutiesView } from '../features/rota/availability/components/my-duties-view';
import { DutySwapActions } from '../features/rota/swaps/components/duty-swap-actions';
import { SwapSections } from '../features/rota/swaps/components/swap-sections';

export function MyDutiesPage() {
  return (
    <>
      <PageHeader title="My duties" subtitle="Your upcoming squarehead nights and the nights you can serve" />
      <MyDutiesView
        renderDutyActions={(duty) => <DutySwapActions danceDate={duty.dance_date} />}
        afterDuties={<SwapSections />}
      />
      <Box mt="lg">
        <CalendarFeedsCard />
      </Box>
    </>
  );
}
