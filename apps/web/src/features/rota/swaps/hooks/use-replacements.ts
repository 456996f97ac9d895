import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '../../../../lib/api-error';
import { followMail } from '../../../../lib/followed-mail';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';
import { useSwapRefresh } from './use-swap-refresh';

/**
 * Issue 25 point 9 (decision 053): who could take the place of a squarehead who cannot serve a night, least served
 * first. Read only while shown: the list is asked for when the administrator opens it.
 */
export function useReplacementCandidates(assignmentId: number, memberId: number, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(
    trpc.swaps.replacementCandidates.queryOptions({ id: assignmentId, member_id: memberId }, { enabled }),
  );
}

/** One tap: the member alone is e-mailed an offer of the night; the list then shows them as asked. */
export function useAskReplacement() {
  const trpc = useTRPC();
  const refresh = useSwapRefresh();
  return useToastMutation(
    trpc.swaps.askReplacement.mutationOptions({
      onSuccess: (result) => followMail(result.batch_id),
      onSettled: refresh,
    }),
    { success: (result) => result.message, failure: getErrorMessage },
  );
}
