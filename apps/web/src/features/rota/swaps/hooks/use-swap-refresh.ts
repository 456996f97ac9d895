import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../../lib/trpc';

/** A settled or withdrawn swap changes who serves when, so the requests, the duties and the schedules are all asked again. */
export function useSwapRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.swaps.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.duties.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.schedules.pathKey() }),
    ]);
}
