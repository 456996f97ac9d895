import { CONFIRM_MESSAGES } from '@club/shared/plain';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';

/** Issue 19 part 3: the rota, My duties and (after a decline) the swap lists all show the answer. */
function useStale() {
  const trpc = useTRPC();
  return [trpc.duties.me.queryKey(), trpc.schedules.pathKey(), trpc.swaps.mine.queryKey()] as const;
}

/** "I'll be there" for one of the member's published nights. */
export function useConfirmNight() {
  const trpc = useTRPC();
  return useToastMutation(trpc.schedules.confirmNight.mutationOptions(), {
    success: (answer) => answer.message,
    failure: CONFIRM_MESSAGES.answerFailed,
    invalidate: useStale(),
  });
}

/** "I can't make it": issue 17's can't-serve, so the server's answer says who was told. */
export function useDeclineNight() {
  const trpc = useTRPC();
  return useToastMutation(trpc.schedules.declineNight.mutationOptions(), {
    success: (answer) => ({ message: answer.message, kind: 'warning' }),
    failure: CONFIRM_MESSAGES.answerFailed,
    invalidate: useStale(),
  });
}
