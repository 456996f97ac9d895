import {
  getClearedMessage,
  MAINTENANCE_MESSAGES,
  SCHEDULE_MESSAGES,
  SCHEDULE_REPLACE_MESSAGES,
} from '@club/shared/plain';
import { getConflict, getErrorMessage, isForbidden } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';

// Auto-fill is not in SPEC §8, so its texts follow the pattern of the assignment ones.
const AUTO_FILL_MESSAGES = {
  saved: (count: number) => `Saved ${count} new assignments`,
  failed: 'Failed to fill empty slots. Please try again.',
};

/**
 * Every schedule change with the SPEC §8 toasts. Success refetches both schedules (SPEC §7): promoting moves the next
 * one into current, and an edit on either may be on screen in the other tab.
 */
export function useScheduleMutations() {
  const trpc = useTRPC();
  const invalidate = [trpc.schedules.pathKey()];

  const create = useToastMutation(trpc.schedules.create.mutationOptions(), {
    success: (view) =>
      view.replaced
        ? `${SCHEDULE_MESSAGES.created(view.count)} ${SCHEDULE_REPLACE_MESSAGES.replaced(view.replaced.schedule_name, view.replaced.members)}`
        : SCHEDULE_MESSAGES.created(view.count),
    // Issue 25: a published schedule in the way is the dialog's question (it shows what would be lost), not a toast.
    failure: (error) =>
      getConflict(error) ? null : isForbidden(error) ? getErrorMessage(error) : SCHEDULE_MESSAGES.createFailed,
    invalidate,
  });
  const addDates = useToastMutation(trpc.schedules.addDates.mutationOptions(), {
    success: (result) => SCHEDULE_MESSAGES.datesAdded(result.added_count),
    failure: SCHEDULE_MESSAGES.addDatesFailed,
    invalidate,
  });
  const updateAssignment = useToastMutation(trpc.schedules.updateAssignment.mutationOptions(), {
    success: SCHEDULE_MESSAGES.assignmentUpdated,
    failure: SCHEDULE_MESSAGES.assignmentUpdateFailed,
    invalidate,
  });
  const deleteAssignment = useToastMutation(trpc.schedules.deleteAssignment.mutationOptions(), {
    success: SCHEDULE_MESSAGES.assignmentDeleted,
    failure: SCHEDULE_MESSAGES.assignmentDeleteFailed,
    invalidate,
  });
  const promote = useToastMutation(trpc.schedules.promote.mutationOptions(), {
    success: SCHEDULE_MESSAGES.promoted,
    failure: SCHEDULE_MESSAGES.promoteFailed,
    invalidate,
  });
  const clear = useToastMutation(trpc.schedules.clear.mutationOptions(), {
    // SPEC §8 Maintenance: clearing nothing is not a failure, it says there was nothing to clear.
    success: (result, input) => ({
      message: getClearedMessage(input.type, result),
      kind: result.schedule_deleted ? 'success' : 'info',
    }),
    failure: (error, input) => MAINTENANCE_MESSAGES.clearScheduleFailed(input.type, getErrorMessage(error)),
    invalidate,
  });
  // A preview (apply: false) changes nothing, so it neither toasts nor needs a refetch.
  const autoFill = useToastMutation(trpc.schedules.autoFill.mutationOptions(), {
    success: (result) => (result.applied ? AUTO_FILL_MESSAGES.saved(result.proposals.length) : null),
    failure: AUTO_FILL_MESSAGES.failed,
    invalidate: (result) => (result.applied ? invalidate : []),
  });
  return {
    create,
    addDates,
    updateAssignment,
    deleteAssignment,
    promote,
    clear,
    autoFill,
  };
}
