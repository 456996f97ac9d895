import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../../lib/trpc';

/**
 * Issue 9: the signed-in member's duties, which My duties, the dashboard's next duty and the schedules' open nights
 * all read.
 */
export function useMyDuties() {
  const trpc = useTRPC();
  return useQuery(trpc.duties.me.queryOptions());
}
