import { useQuery, useQueryClient } from '@tanstack/react-query';
import { catalog } from '@club/shared/plain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';

/** Issue 9: the caller's private calendar links, and creating, resetting and turning them off. */
export function useCalendarFeeds() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queryKey = trpc.calendar.feeds.queryKey();
  const to = { locale: useReaderLocale() };

  const feeds = useQuery(trpc.calendar.feeds.queryOptions());
  // Each answer carries the new state, so the card updates without a second round trip.
  const reset = useToastMutation(
    trpc.calendar.resetFeed.mutationOptions({
      onSuccess: (feed) =>
        queryClient.setQueryData(queryKey, (previous) => previous && { ...previous, [feed.kind]: feed }),
    }),
    {
      success: catalog.feed_ready_toast({}, to),
      failure: (error) => catalog.feed_make_failed({ reason: getErrorMessage(error) }, to),
    },
  );
  const revoke = useToastMutation(
    trpc.calendar.revokeFeed.mutationOptions({
      onSuccess: (remaining) => queryClient.setQueryData(queryKey, remaining),
    }),
    {
      success: catalog.feed_turned_off_toast({}, to),
      failure: (error) => catalog.feed_turn_off_failed({ reason: getErrorMessage(error) }, to),
    },
  );
  return { feeds, reset, revoke };
}
