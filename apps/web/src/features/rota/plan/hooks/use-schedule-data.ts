import { useQuery } from '@tanstack/react-query';
import type { ScheduleType } from '@club/shared';
import { STALE_TIMES } from '@club/shared/plain';
import { useTRPC } from '../../../../lib/trpc';

/** One schedule with its assignments; SPEC §7: the current schedule stays fresh for 5 minutes, the next for 2. */
export function useScheduleData(type: ScheduleType) {
  const trpc = useTRPC();
  const current = useQuery(
    trpc.schedules.current.queryOptions(undefined, {
      staleTime: STALE_TIMES.currentSchedule,
      enabled: type === 'current',
    }),
  );
  const next = useQuery(
    trpc.schedules.next.queryOptions(undefined, { staleTime: STALE_TIMES.nextSchedule, enabled: type === 'next' }),
  );
  return type === 'current' ? current : next;
}
