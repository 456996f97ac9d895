import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../../lib/trpc';

/** Issue 9: the member's own swap requests and the open ones they could take; My duties and the dashboard read them. */
export function useMySwaps() {
  const trpc = useTRPC();
  return useQuery(trpc.swaps.mine.queryOptions());
}
