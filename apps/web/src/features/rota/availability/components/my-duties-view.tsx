import type { ReactNode } from 'react';
import type { MyDuties, MyDuty } from '@club/shared';
import { AVAILABILITY_MESSAGES, LOAD_ERROR_TITLES, SIGNUP_MESSAGES } from '@club/shared/plain';
import { Skeleton, Stack } from '@mantine/core';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { QueryState } from '../../../../components/query-state';
import { SectionCard } from '../../../../components/section-card';
import { useMyDuties } from '../../night/hooks/use-my-duties';
import { AvailabilityList } from './availability-list';
import { AwaySection } from './away-section';
import { DutyList } from './duty-list';

// The other rota features' parts of the page (answers, signup, swaps) come from the page, which composes them.
type MyDutiesViewProps = {
  /** Beside each duty: answering it, giving back a night the member took, asking for a swap. */
  renderDutyActions?: (duty: MyDuty) => ReactNode;
  /** Issue 19 part 2: the open nights the member may take, shown while the club lets members take them. */
  renderOpenNights?: (duties: MyDuties) => ReactNode;
  /** Shown between the duties and the availability list (the page puts the swap sections there). */
  afterDuties?: ReactNode;
};

/** Issue 9 'My duties' page: the member's upcoming nights on duty, their swaps, then the nights they can or cannot serve. */
export function MyDutiesView({ renderDutyActions, renderOpenNights, afterDuties }: MyDutiesViewProps) {
  const myDuties = useMyDuties();
  const layout = (duties: ReactNode, availability: ReactNode, away: ReactNode, open?: ReactNode) => (
    <Stack gap="lg">
      <SectionCard title="Upcoming duties">{duties}</SectionCard>
      {open && <SectionCard title={SIGNUP_MESSAGES.needYouTitle}>{open}</SectionCard>}
      {afterDuties}
      <SectionCard title="Availability">{availability}</SectionCard>
      <SectionCard title={AVAILABILITY_MESSAGES.awayTitle}>{away}</SectionCard>
    </Stack>
  );
  return (
    <QueryState
      query={myDuties}
      errorTitle={LOAD_ERROR_TITLES.duties}
      loadingLabel={DUTIES_LOADING}
      loading={layout(
        <LoadingIndicator label={DUTIES_LOADING}>
          <LoadingRows />
        </LoadingIndicator>,
        // One announcement for the page: the other sections wait for the same answer.
        <LoadingRows aria-hidden />,
        <LoadingRows aria-hidden />,
      )}
    >
      {(data) =>
        layout(
          <DutyList duties={data.duties} renderActions={renderDutyActions} />,
          <AvailabilityList
            nights={data.upcoming_nights}
            unavailableDates={data.unavailable_dates}
            dutyDates={data.duties.map((duty) => duty.dance_date)}
          />,
          <AwaySection />,
          data.self_signup ? renderOpenNights?.(data) : undefined,
        )
      }
    </QueryState>
  );
}

const DUTIES_LOADING = 'Loading your duties';

function LoadingRows(props: { 'aria-hidden'?: boolean }) {
  return (
    <Stack gap="sm" {...props}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={18} width={`${90 - index * 15}%`} />
      ))}
    </Stack>
  );
}
