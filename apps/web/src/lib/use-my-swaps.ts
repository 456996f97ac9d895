import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** Issue 9: the member's own swap requests and the open ones they could take; shared by My duties and the dashboard card. */
export function useMySwaps() {
  const trpc = useTRPC();
  return useQuery(trpc.swaps.mine.queryOptions());
}
