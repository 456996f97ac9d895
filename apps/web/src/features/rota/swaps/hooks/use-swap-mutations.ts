import { catalog, swapMessages } from '@club/shared/plain';
import { getErrorMessage, getHttpStatus } from '../../../../lib/api-error';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useTRPC } from '../../../../lib/trpc';
import { unlessFieldErrors, useToastMutation } from '../../../../lib/use-toast-mutation';
import { useSwapRefresh } from './use-swap-refresh';

/** Issue 9: a member asks for a swap; field errors are shown by the form, anything else as a toast. */
export function useCreateSwap() {
  const trpc = useTRPC();
  const refresh = useSwapRefresh();
  return useToastMutation(trpc.swaps.create.mutationOptions({ onSuccess: refresh }), {
    success: (result) => result.message,
    failure: unlessFieldErrors(getErrorMessage),
  });
}

/** Withdrawing one's own request, or an administrator cancelling any open one. */
export function useCancelSwap() {
  const trpc = useTRPC();
  const refresh = useSwapRefresh();
  const locale = useReaderLocale();
  return useToastMutation(trpc.swaps.cancel.mutationOptions({ onSettled: refresh }), {
    success: catalog.swap_cancelled_toast({}, { locale }),
    failure: getErrorMessage,
  });
}

/**
 * Taking another member's night. A 409 means someone else was faster or the request closed: the server's message
 * says which, and the refresh removes the offer. A field error (the return night) is shown by the form instead.
 */
export function useAcceptSwap() {
  const trpc = useTRPC();
  const refresh = useSwapRefresh();
  const locale = useReaderLocale();
  return useToastMutation(
    trpc.swaps.accept.mutationOptions({
      onSuccess: refresh,
      onError: (error) => (getHttpStatus(error) === 409 ? refresh() : undefined),
    }),
    { success: catalog.swap_taken_toast({}, { locale }), failure: unlessFieldErrors(getErrorMessage) },
  );
}

/** Issue 17: a member says no to a night on offer; it leaves their list and they are not asked or told about it again. */
export function useDeclineSwap() {
  const trpc = useTRPC();
  const refresh = useSwapRefresh();
  const locale = useReaderLocale();
  return useToastMutation(trpc.swaps.decline.mutationOptions({ onSettled: refresh }), {
    success: swapMessages(locale).declined,
    failure: getErrorMessage,
  });
}
