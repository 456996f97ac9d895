import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';

/** Issue 9: the caller's private calendar links, and creating, resetting and turning them off. */
export function useCalendarFeeds() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = trpc.calendar.feeds.queryKey();

  const feeds = useQuery(trpc.calendar.feeds.queryOptions());
  // Each answer carries the new state, so the card updates without a second round trip.
  const reset = useMutation(
    trpc.calendar.resetFeed.mutationOptions({
      onSuccess: (feed) => {
        queryClient.setQueryData(queryKey, (previous) => previous && { ...previous, [feed.kind]: feed });
        toast.success('Calendar link ready');
      },
      onError: (error) => toast.error(`Could not make the calendar link: ${getErrorMessage(error)}`),
    }),
  );
  const revoke = useMutation(
    trpc.calendar.revokeFeed.mutationOptions({
      onSuccess: (remaining) => {
        queryClient.setQueryData(queryKey, remaining);
        toast.success('Calendar link turned off');
      },
      onError: (error) => toast.error(`Could not turn the calendar link off: ${getErrorMessage(error)}`),
    }),
  );
  return { feeds, reset, revoke };
}
