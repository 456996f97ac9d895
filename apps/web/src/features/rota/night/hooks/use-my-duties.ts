import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../../lib/trpc';

/** Issue 9: the signed-in member's duties, shared by the dashboard card and the 'My duties' page (features never import each other). */
export function useMyDuties() {
  const trpc = useTRPC();
  return useQuery(trpc.duties.me.queryOptions());
}
