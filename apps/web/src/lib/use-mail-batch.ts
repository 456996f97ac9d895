import { useEffect } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** How often a batch still sending is asked about; the e-mails leave one by one, a second or so each. */
const MAIL_BATCH_POLL_MS = 1000;

/**
 * Decision 044: how far the e-mails one action queued have got, asked again until none is waiting. Once some failed
 * for good, the Admin page's list of failed e-mails is stale.
 */
export function useMailBatch(batchId: number | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const batch = useQuery(
    trpc.notify.batch.queryOptions(batchId === null ? skipToken : { id: batchId }, {
      refetchInterval: (query) => (query.state.data?.done ? false : MAIL_BATCH_POLL_MS),
      staleTime: 0,
    }),
  );
  const failedAtTheEnd = batch.data?.done === true && batch.data.failed > 0;
  useEffect(() => {
    if (failedAtTheEnd) void queryClient.invalidateQueries({ queryKey: trpc.notify.failed.queryKey() });
  }, [failedAtTheEnd, queryClient, trpc]);
  return batch;
}
