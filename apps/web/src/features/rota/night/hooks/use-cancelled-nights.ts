import { useQuery } from '@tanstack/react-query';
import type { Assignment } from '@club/shared';
import { STALE_TIMES } from '@club/shared/plain';
import { allQueries, type QueryLike } from '../../../../components/query-state';
import { useTRPC } from '../../../../lib/trpc';

/** What the rota says of a cancelled night. */
export type Cancellation = Pick<Assignment, 'cancelled_at' | 'cancel_reason'>;

/** Cancelled nights by their id, and the dates on which every night is cancelled. */
export type CancelledNights = {
  byNight: ReadonlyMap<number, Cancellation>;
  byDate: ReadonlyMap<string, Cancellation>;
};

const cancellationOf = ({ cancelled_at, cancel_reason }: Assignment): Cancellation => ({ cancelled_at, cancel_reason });

export function cancelledNightsOf(nights: readonly Assignment[]): CancelledNights {
  const byNight = new Map<number, Cancellation>();
  const onDate = new Map<string, Assignment[]>();
  for (const night of nights) {
    if (night.cancelled_at !== null) byNight.set(night.id, cancellationOf(night));
    onDate.set(night.dance_date, [...(onDate.get(night.dance_date) ?? []), night]);
  }
  // A date on both schedules is one night to mark available or not; it is off only when it is off on both.
  const byDate = new Map<string, Cancellation>();
  for (const [date, [first, ...others]] of onDate)
    if (first && first.cancelled_at !== null && others.every((night) => night.cancelled_at !== null))
      byDate.set(date, cancellationOf(first));
  return { byNight, byDate };
}

/**
 * Issue 19: which nights of the current and next schedules are cancelled. My duties' own answer does not say (its
 * nights carry no cancellation), the schedules do, and the schedule pages and the admin's dashboard cache them.
 */
export function useCancelledNights(): QueryLike<CancelledNights> {
  const trpc = useTRPC();
  const current = useQuery(trpc.schedules.current.queryOptions(undefined, { staleTime: STALE_TIMES.currentSchedule }));
  const next = useQuery(trpc.schedules.next.queryOptions(undefined, { staleTime: STALE_TIMES.nextSchedule }));
  const both = allQueries([current, next]);
  return { ...both, data: both.data && cancelledNightsOf([...both.data[0].assignments, ...both.data[1].assignments]) };
}
