import {
  getClearedMessage,
  maintenanceMessages,
  scheduleReplaceMessages,
  scheduleWebMessages,
} from '@club/shared/plain';
import { getConflict, getErrorMessage, isForbidden } from '../../../../lib/api-error';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';

/**
 * Every schedule change with the SPEC §8 toasts. Success refetches both schedules (SPEC §7): promoting moves the next
 * one into current, and an edit on either may be on screen in the other tab.
 */
export function useScheduleMutations() {
  const locale = useReaderLocale();
  const words = scheduleWebMessages(locale);
  const trpc = useTRPC();
  const invalidate = [trpc.schedules.pathKey()];

  const create = useToastMutation(trpc.schedules.create.mutationOptions(), {
    success: (view) =>
      view.replaced
        ? `${words.created(view.count)} ${scheduleReplaceMessages(locale).replaced(view.replaced.schedule_name, view.replaced.members)}`
        : words.created(view.count),
    // Issue 25: a published schedule in the way is the dialog's question (it shows what would be lost), not a toast.
    failure: (error) => (getConflict(error) ? null : isForbidden(error) ? getErrorMessage(error) : words.createFailed),
    invalidate,
  });
  const addDates = useToastMutation(trpc.schedules.addDates.mutationOptions(), {
    success: (result) => words.datesAdded(result.added_count),
    failure: words.addDatesFailed,
    invalidate,
  });
  const updateAssignment = useToastMutation(trpc.schedules.updateAssignment.mutationOptions(), {
    success: words.assignmentUpdated,
    failure: words.assignmentUpdateFailed,
    invalidate,
  });
  const deleteAssignment = useToastMutation(trpc.schedules.deleteAssignment.mutationOptions(), {
    success: words.assignmentDeleted,
    failure: words.assignmentDeleteFailed,
    invalidate,
  });
  const promote = useToastMutation(trpc.schedules.promote.mutationOptions(), {
    success: words.promoted,
    failure: words.promoteFailed,
    invalidate,
  });
  const clear = useToastMutation(trpc.schedules.clear.mutationOptions(), {
    // SPEC §8 Maintenance: clearing nothing is not a failure, it says there was nothing to clear.
    success: (result, input) => ({
      message: getClearedMessage(input.type, result, locale),
      kind: result.schedule_deleted ? 'success' : 'info',
    }),
    failure: (error, input) => maintenanceMessages(locale).clearScheduleFailed(input.type, getErrorMessage(error)),
    invalidate,
  });
  // A preview (apply: false) changes nothing, so it neither toasts nor needs a refetch.
  const autoFill = useToastMutation(trpc.schedules.autoFill.mutationOptions(), {
    success: (result) => (result.applied ? words.autoFillSaved(result.proposals.length) : null),
    failure: words.autoFillFailed,
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
