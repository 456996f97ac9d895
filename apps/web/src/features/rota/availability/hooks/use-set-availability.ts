import { useQueryClient } from '@tanstack/react-query';
import type { MyDuties } from '@club/shared';
import { DUTY_MESSAGES } from '@club/shared/plain';
import { getErrorMessage, getHttpStatus } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';

/** The unavailable dates after one switch is flipped, kept in date order. */
export function withAvailability(dates: readonly string[], danceDate: string, isAvailable: boolean): string[] {
  const others = dates.filter((date) => date !== danceDate);
  return isAvailable ? others : [...others, danceDate].sort();
}

/** A refusal the member can act on (a past night, a night no longer on a schedule) is shown as the server said it. */
export function availabilityFailureMessage(error: unknown): string {
  return getHttpStatus(error) === 422 ? getErrorMessage(error) : DUTY_MESSAGES.availabilitySaveFailed;
}

/**
 * Issue 9: a night's availability changes at once (optimistic) and changes back when the save fails; the night itself
 * then says so, with a way to try again (issue 17), so no toast. Marking a night one already serves on is saved, and
 * the server's answer (who was told, how many members were asked to take it) is shown: only admins unassign.
 */
export function useSetAvailability() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queryKey = trpc.duties.me.queryKey();

  return useToastMutation(
    trpc.duties.setAvailability.mutationOptions({
      // Offline, TanStack would hold the change silently until the connection returns; the member is told instead.
      networkMode: 'always',
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey });
        const previous = queryClient.getQueryData<MyDuties>(queryKey);
        if (previous && 'dance_date' in input) {
          queryClient.setQueryData<MyDuties>(queryKey, {
            ...previous,
            unavailable_dates: withAvailability(previous.unavailable_dates, input.dance_date, input.available),
          });
        }
        return { previous };
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      },
      onSettled: (result) => {
        void queryClient.invalidateQueries({ queryKey });
        // Issue 17: a night one is on duty for now needs a replacement, and may have opened a swap request.
        if (result && 'needs_replacement' in result && result.needs_replacement) {
          void queryClient.invalidateQueries({ queryKey: trpc.swaps.mine.queryKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.schedules.pathKey() });
        }
      },
    }),
    {
      success: (result) =>
        'warning' in result && result.warning ? { message: result.warning, kind: 'warning' } : null,
      failure: () => null,
    },
  );
}
