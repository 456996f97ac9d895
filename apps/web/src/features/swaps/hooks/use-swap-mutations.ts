import { useMutation } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors, getHttpStatus } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';
import { useSwapRefresh } from './use-swap-refresh';

/** Issue 9: a member asks for a swap; field errors are shown by the form, anything else as a toast. */
export function useCreateSwap() {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useSwapRefresh();
  return useMutation(
    trpc.swaps.create.mutationOptions({
      onSuccess: (result) => {
        toast.success(result.message);
        return refresh();
      },
      onError: (error) => {
        if (Object.keys(getFieldErrors(error)).length === 0) toast.error(getErrorMessage(error));
      },
    }),
  );
}

/** Withdrawing one's own request, or an administrator cancelling any open one. */
export function useCancelSwap() {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useSwapRefresh();
  return useMutation(
    trpc.swaps.cancel.mutationOptions({
      onSuccess: () => toast.success('The swap request was cancelled.'),
      onError: (error) => toast.error(getErrorMessage(error)),
      onSettled: () => refresh(),
    }),
  );
}

/**
 * Taking another member's night. A 409 means someone else was faster or the request closed: the server's message
 * says which, and the refresh removes the offer. A field error (the return night) is shown by the form instead.
 */
export function useAcceptSwap() {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useSwapRefresh();
  return useMutation(
    trpc.swaps.accept.mutationOptions({
      onSuccess: () => {
        toast.success('You took the night. It is now on your duties.');
        return refresh();
      },
      onError: (error) => {
        if (Object.keys(getFieldErrors(error)).length > 0) return;
        toast.error(getErrorMessage(error));
        if (getHttpStatus(error) === 409) return refresh();
      },
    }),
  );
}
