import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';

/** Issue 9: the caller's private calendar links, and creating, resetting and turning them off. */
export function useCalendarFeeds() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queryKey = trpc.calendar.feeds.queryKey();

  const feeds = useQuery(trpc.calendar.feeds.queryOptions());
  // Each answer carries the new state, so the card updates without a second round trip.
  const reset = useToastMutation(
    trpc.calendar.resetFeed.mutationOptions({
      onSuccess: (feed) =>
        queryClient.setQueryData(queryKey, (previous) => previous && { ...previous, [feed.kind]: feed }),
    }),
    {
      success: 'Calendar link ready',
      failure: (error) => `Could not make the calendar link: ${getErrorMessage(error)}`,
    },
  );
  const revoke = useToastMutation(
    trpc.calendar.revokeFeed.mutationOptions({
      onSuccess: (remaining) => queryClient.setQueryData(queryKey, remaining),
    }),
    {
      success: 'Calendar link turned off',
      failure: (error) => `Could not turn the calendar link off: ${getErrorMessage(error)}`,
    },
  );
  return { feeds, reset, revoke };
}
