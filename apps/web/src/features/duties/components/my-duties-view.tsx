import type { ReactNode } from 'react';
import type { MyDuty } from '@club/shared';
import { Skeleton, Stack } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import { ErrorPanel } from '../../../components/error-panel';
import { getErrorMessage } from '../../../lib/api-error';
import { useMyDuties } from '../../../lib/use-my-duties';
import { AvailabilityList } from './availability-list';
import { DutyList } from './duty-list';

/** Issue 9 'My duties' page: the member's upcoming nights on duty, their swaps, then the nights they can or cannot serve. */
type MyDutiesViewProps = {
  renderDutyActions?: (duty: MyDuty) => ReactNode;
  /** Shown between the duties and the availability list (the page puts the swap sections there). */
  afterDuties?: ReactNode;
};

export function MyDutiesView({ renderDutyActions, afterDuties }: MyDutiesViewProps) {
  const myDuties = useMyDuties();

  if (myDuties.isError) {
    return (
      <ErrorPanel
        title="Error Loading Duties"
        message={getErrorMessage(myDuties.error)}
        onRetry={() => void myDuties.refetch()}
        isRetrying={myDuties.isFetching}
      />
    );
  }

  return (
    <Stack gap="lg">
      <SectionCard title="Upcoming duties">{myDuties.data ? <DutyList duties={myDuties.data.duties} renderActions={renderDutyActions} /> : <LoadingRows />}</SectionCard>
      {afterDuties}
      <SectionCard title="Availability">
        {myDuties.data ? (
          <AvailabilityList nights={myDuties.data.upcoming_nights} unavailableDates={myDuties.data.unavailable_dates} />
        ) : (
          <LoadingRows />
        )}
      </SectionCard>
    </Stack>
  );
}

function LoadingRows() {
  return (
    <Stack gap="sm" aria-busy aria-label="Loading">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={18} width={`${90 - index * 15}%`} />
      ))}
    </Stack>
  );
}
