import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { unlessFieldErrors, useToastMutation } from '../../../../lib/use-toast-mutation';
import { useSwapRefresh } from './use-swap-refresh';
import { followMail } from '../../../../lib/followed-mail';

/** Issue 9: every swap request for administrators, the open ones unless all are asked for. */
export function useSwapRequestList(showAll: boolean) {
  const trpc = useTRPC();
  // The rows already shown stay while the other list loads, so the switch does not make the table flicker away.
  return useQuery(
    trpc.swaps.list.queryOptions({ status: showAll ? 'all' : 'open' }, { placeholderData: keepPreviousData }),
  );
}

/** Who could take an open request right now (assignable, available, not serving that night). */
export function useSwapCandidates(requestId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.swaps.candidates.queryOptions({ id: requestId }));
}

/** An administrator settles a request by choosing who takes it; field errors are shown by the dialog. */
export function useApproveSwap() {
  const trpc = useTRPC();
  const refresh = useSwapRefresh();
  return useToastMutation(trpc.swaps.approve.mutationOptions({ onSettled: refresh }), {
    success: (result) => `Approved: ${result.request.taken_by?.name ?? 'the member'} now serves on that night.`,
    failure: unlessFieldErrors(getErrorMessage),
  });
}

/**
 * Issue 17: e-mails an open request to every eligible member not asked yet, without waiting for the next wave; the
 * card's progress line follows the e-mails.
 */
export function useOfferToEveryone() {
  const trpc = useTRPC();
  const refresh = useSwapRefresh();
  const offered = trpc.swaps.offerToEveryone.mutationOptions({
    onSuccess: (result) => followMail(result.batch_id),
    onSettled: refresh,
  });
  return useToastMutation(offered, {
    success: (result) => result.message,
    failure: getErrorMessage,
  });
}
