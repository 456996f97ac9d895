import { NIGHT_MESSAGES } from '@club/shared/plain';
import { formatDanceDate } from '../../../../lib/dance-date';
import { followMail } from '../../../../lib/followed-mail';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';

/**
 * Issue 19: a cancelled night stays on the rota, marked, so both schedules refetch as after an edit; My duties reads
 * which nights are cancelled from them too.
 */
export function useCancelNight() {
  const trpc = useTRPC();
  return useToastMutation(
    trpc.schedules.cancelNight.mutationOptions({ onSuccess: (result) => followMail(result.batch_id) }),
    {
      success: (result) =>
        NIGHT_MESSAGES.cancelled(formatDanceDate(result.assignment.dance_date), result.emails, result.members),
      failure: NIGHT_MESSAGES.cancelFailed,
      invalidate: [trpc.schedules.pathKey()],
    },
  );
}

/** Issue 19: the night is on again with its squareheads. */
export function useRestoreNight() {
  const trpc = useTRPC();
  return useToastMutation(
    trpc.schedules.uncancelNight.mutationOptions({ onSuccess: (result) => followMail(result.batch_id) }),
    {
      success: (result) => NIGHT_MESSAGES.uncancelled(formatDanceDate(result.assignment.dance_date)),
      failure: NIGHT_MESSAGES.uncancelFailed,
      invalidate: [trpc.schedules.pathKey()],
    },
  );
}
