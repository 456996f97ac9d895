import { useQuery } from '@tanstack/react-query';
import type { Assignment } from '@club/shared';
import { STALE_TIMES } from '@club/shared/plain';
import { allQueries, type QueryLike } from '../../../../components/query-state';
import { useTRPC } from '../../../../lib/trpc';

/** What the rota says of a cancelled night. */
export type Cancellation = Pick<Assignment, 'cancelled_at' | 'cancel_reason'>;

/** Cancelled nights by their id. */
export type CancelledNights = ReadonlyMap<number, Cancellation>;

export function cancelledNightsOf(nights: readonly Assignment[]): CancelledNights {
  return new Map(
    nights
      .filter((night) => night.cancelled_at !== null)
      .map(({ id, cancelled_at, cancel_reason }) => [id, { cancelled_at, cancel_reason }]),
  );
}

/**
 * Issue 19: which nights of the current and next schedules are cancelled. My duties' answer leaves cancelled nights
 * out of those to mark, but lists the member's duties on them without saying so; the schedules do, and the schedule
 * pages and the admin's dashboard cache them.
 */
export function useCancelledNights(): QueryLike<CancelledNights> {
  const trpc = useTRPC();
  const current = useQuery(trpc.schedules.current.queryOptions(undefined, { staleTime: STALE_TIMES.currentSchedule }));
  const next = useQuery(trpc.schedules.next.queryOptions(undefined, { staleTime: STALE_TIMES.nextSchedule }));
  const both = allQueries([current, next]);
  return { ...both, data: both.data && cancelledNightsOf([...both.data[0].assignments, ...both.data[1].assignments]) };
}
