import { lazy, Suspense } from 'react';
import { Center } from '@mantine/core';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { AVAILABILITY_MESSAGES } from '@club/shared/plain';
import { QueryState } from '../../../../components/query-state';
import { useAvailability } from '../hooks/use-away';

const AwayContent = lazy(() => import('./away-content').then((module) => ({ default: module.AwayContent })));
const LOADING_LABEL = 'Loading the away list';

type AwaySectionProps = {
  /** An admin acting for a member; without it, the signed-in member's own list. */
  member?: { id: number; name: string };
  /** The club's usual night, pre-chosen for "a night each month". */
  clubWeekday?: number;
};

/**
 * Issue 19: the ranges and repeating rules a member is away on, each removable, a form to add one ("also for my
 * partner" included), and the upcoming nights that are kept free and why. Phone first: one column, full-width
 * choices and words on every button. The list and form come as a chunk once the list has loaded (issue 18).
 */
export function AwaySection({ member, clubWeekday = 3 }: AwaySectionProps) {
  const availability = useAvailability(member?.id);
  return (
    <QueryState
      query={availability}
      variant="card"
      errorTitle={AVAILABILITY_MESSAGES.loadFailed}
      loadingLabel={LOADING_LABEL}
    >
      {(data) => (
        <Suspense
          fallback={
            <Center py="md">
              <LoadingIndicator size="sm" label={LOADING_LABEL} />
            </Center>
          }
        >
          <AwayContent data={data} member={member} clubWeekday={clubWeekday} />
        </Suspense>
      )}
    </QueryState>
  );
}
