import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getClearedMessage, MAINTENANCE_MESSAGES, SCHEDULE_MESSAGES } from '@club/shared';
import { getErrorMessage, isForbidden } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';

// Auto-fill is not in SPEC §8, so its texts follow the pattern of the assignment ones.
const AUTO_FILL_MESSAGES = {
  saved: (count: number) => `Saved ${count} new assignments`,
  failed: 'Failed to fill empty slots. Please try again.',
};

/**
 * Every schedule change with the SPEC §8 toasts. A refusal (403) shows the server's reason; other failures show the
 * SPEC text. Success refetches both schedules (SPEC §7): promoting moves the next one into current, and an edit on
 * either may be on screen in the other tab.
 */
export function useScheduleMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const refetchSchedules = () => queryClient.invalidateQueries({ queryKey: trpc.schedules.pathKey() });
  const failureMessage = (error: unknown, fallback: string) => (isForbidden(error) ? getErrorMessage(error) : fallback);

  const create = useMutation(
    trpc.schedules.create.mutationOptions({
      onSuccess: (view) => {
        toast.success(SCHEDULE_MESSAGES.created(view.count));
        return refetchSchedules();
      },
      onError: (error) => toast.error(failureMessage(error, SCHEDULE_MESSAGES.createFailed)),
    }),
  );
  const addDates = useMutation(
    trpc.schedules.addDates.mutationOptions({
      onSuccess: (result) => {
        toast.success(SCHEDULE_MESSAGES.datesAdded(result.added_count));
        return refetchSchedules();
      },
      onError: (error) => toast.error(failureMessage(error, SCHEDULE_MESSAGES.addDatesFailed)),
    }),
  );
  const updateAssignment = useMutation(
    trpc.schedules.updateAssignment.mutationOptions({
      onSuccess: () => {
        toast.success(SCHEDULE_MESSAGES.assignmentUpdated);
        return refetchSchedules();
      },
      onError: (error) => toast.error(failureMessage(error, SCHEDULE_MESSAGES.assignmentUpdateFailed)),
    }),
  );
  const deleteAssignment = useMutation(
    trpc.schedules.deleteAssignment.mutationOptions({
      onSuccess: () => {
        toast.success(SCHEDULE_MESSAGES.assignmentDeleted);
        return refetchSchedules();
      },
      onError: (error) => toast.error(failureMessage(error, SCHEDULE_MESSAGES.assignmentDeleteFailed)),
    }),
  );
  const promote = useMutation(
    trpc.schedules.promote.mutationOptions({
      onSuccess: () => {
        toast.success(SCHEDULE_MESSAGES.promoted);
        return refetchSchedules();
      },
      onError: (error) => toast.error(failureMessage(error, SCHEDULE_MESSAGES.promoteFailed)),
    }),
  );
  const clear = useMutation(
    trpc.schedules.clear.mutationOptions({
      onSuccess: (result, input) => {
        // SPEC §8 Maintenance: clearing nothing is not a failure, it says there was nothing to clear.
        if (result.schedule_deleted) toast.success(getClearedMessage(input.type, result));
        else toast.info(getClearedMessage(input.type, result));
        return refetchSchedules();
      },
      onError: (error, input) => toast.error(MAINTENANCE_MESSAGES.clearScheduleFailed(input.type, getErrorMessage(error))),
    }),
  );
  const autoFill = useMutation(
    trpc.schedules.autoFill.mutationOptions({
      onSuccess: (result) => {
        // A preview (apply: false) changes nothing, so it neither toasts nor refetches.
        if (!result.applied) return;
        toast.success(AUTO_FILL_MESSAGES.saved(result.proposals.length));
        return refetchSchedules();
      },
      onError: (error) => toast.error(failureMessage(error, AUTO_FILL_MESSAGES.failed)),
    }),
  );
  return { create, addDates, updateAssignment, deleteAssignment, promote, clear, autoFill };
}
