import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';
import { useSwapRefresh } from './use-swap-refresh';

/** Issue 9: every swap request for administrators, the open ones unless all are asked for. */
export function useSwapRequestList(showAll: boolean) {
  const trpc = useTRPC();
  // The rows already shown stay while the other list loads, so the switch does not make the table flicker away.
  return useQuery(trpc.swaps.list.queryOptions({ status: showAll ? 'all' : 'open' }, { placeholderData: keepPreviousData }));
}

/** Who could take an open request right now (assignable, available, not serving that night). */
export function useSwapCandidates(requestId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.swaps.candidates.queryOptions({ id: requestId }));
}

/** An administrator settles a request by choosing who takes it; field errors are shown by the dialog. */
export function useApproveSwap() {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useSwapRefresh();
  return useMutation(
    trpc.swaps.approve.mutationOptions({
      onSuccess: (result) => {
        toast.success(`Approved: ${result.request.taken_by?.name ?? 'the member'} now serves on that night.`);
        return refresh();
      },
      onError: (error) => {
        if (Object.keys(getFieldErrors(error)).length === 0) toast.error(getErrorMessage(error));
        return refresh();
      },
    }),
  );
}
