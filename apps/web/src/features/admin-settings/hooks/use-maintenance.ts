import { useQuery } from '@tanstack/react-query';
import { CLEAR_MEMBERS_RELOAD_DELAY_MS, getClearedMessage, MAINTENANCE_MESSAGES } from '@club/shared';
import { getErrorMessage } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';

/** SPEC §6 maintenance operations with the SPEC §8 texts. */
export function useMaintenanceActions() {
  const trpc = useTRPC();
  const clearMembers = useToastMutation(
    trpc.maintenance.clearMembers.mutationOptions({
      // SPEC §4: the page reloads 1 s after success, so every view starts again from the emptied roster.
      onSuccess: () => void window.setTimeout(() => window.location.reload(), CLEAR_MEMBERS_RELOAD_DELAY_MS),
    }),
    {
      success: (result) => MAINTENANCE_MESSAGES.membersCleared(result.deleted_count),
      failure: (error) => MAINTENANCE_MESSAGES.clearMembersFailed(getErrorMessage(error)),
    },
  );
  const clearSchedule = useToastMutation(trpc.schedules.clear.mutationOptions(), {
    // SPEC §8: clearing nothing is not a failure; it says there was nothing to clear.
    success: (result, input) => ({
      message: getClearedMessage(input.type, result),
      kind: result.schedule_deleted ? 'success' : 'info',
    }),
    failure: (error, input) => MAINTENANCE_MESSAGES.clearScheduleFailed(input.type, getErrorMessage(error)),
    invalidate: [trpc.schedules.pathKey()],
  });
  const clearImportLogs = useToastMutation(trpc.maintenance.clearImportLogs.mutationOptions(), {
    success: (result) => `Cleared ${result.deleted_count} import log entries`,
    failure: (error) => `Failed to clear import logs: ${getErrorMessage(error)}`,
    invalidate: [trpc.maintenance.importLogs.queryKey()],
  });
  return { clearMembers, clearSchedule, clearImportLogs };
}

export function useImportLogs(isEnabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.maintenance.importLogs.queryOptions(undefined, { enabled: isEnabled }));
}

/** Backups on the server, newest first, and 'Back up now'. */
export function useBackups() {
  const trpc = useTRPC();
  const list = useQuery(
    trpc.maintenance.backups.queryOptions(undefined, {
      select: (data) => [...data.backups].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    }),
  );
  const backupNow = useToastMutation(trpc.maintenance.backupNow.mutationOptions(), {
    success: (backup) => `Backup ${backup.file_name} created`,
    failure: (error) => `Backup failed: ${getErrorMessage(error)}`,
    invalidate: [trpc.maintenance.backups.queryKey()],
  });
  return { list, backupNow };
}
