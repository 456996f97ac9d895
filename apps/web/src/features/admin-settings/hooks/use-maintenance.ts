import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLEAR_MEMBERS_RELOAD_DELAY_MS, getClearedMessage, MAINTENANCE_MESSAGES } from '@club/shared';
import { getErrorMessage } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';

/** SPEC §6 maintenance operations with the SPEC §8 texts. */
export function useMaintenanceActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();

  const clearMembers = useMutation(
    trpc.maintenance.clearMembers.mutationOptions({
      onSuccess: (result) => {
        toast.success(MAINTENANCE_MESSAGES.membersCleared(result.deleted_count));
        // SPEC §4: the page reloads 1 s after success, so every view starts again from the emptied roster.
        window.setTimeout(() => window.location.reload(), CLEAR_MEMBERS_RELOAD_DELAY_MS);
      },
      onError: (error) => toast.error(MAINTENANCE_MESSAGES.clearMembersFailed(getErrorMessage(error))),
    }),
  );

  const clearSchedule = useMutation(
    trpc.schedules.clear.mutationOptions({
      onSuccess: (result, input) => {
        // SPEC §8: clearing nothing is not a failure; it says there was nothing to clear.
        const show = result.schedule_deleted ? toast.success : toast.info;
        show(getClearedMessage(input.type, result));
        return queryClient.invalidateQueries({ queryKey: trpc.schedules.pathKey() });
      },
      onError: (error, input) => toast.error(MAINTENANCE_MESSAGES.clearScheduleFailed(input.type, getErrorMessage(error))),
    }),
  );

  const clearImportLogs = useMutation(
    trpc.maintenance.clearImportLogs.mutationOptions({
      onSuccess: (result) => {
        toast.success(`Cleared ${result.deleted_count} import log entries`);
        return queryClient.invalidateQueries({ queryKey: trpc.maintenance.importLogs.queryKey() });
      },
      onError: (error) => toast.error(`Failed to clear import logs: ${getErrorMessage(error)}`),
    }),
  );

  return { clearMembers, clearSchedule, clearImportLogs };
}

export function useImportLogs(isEnabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.maintenance.importLogs.queryOptions(undefined, { enabled: isEnabled }));
}

/** Backups on the server, newest first, and 'Back up now'. */
export function useBackups() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const list = useQuery(
    trpc.maintenance.backups.queryOptions(undefined, {
      select: (data) => [...data.backups].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    }),
  );
  const backupNow = useMutation(
    trpc.maintenance.backupNow.mutationOptions({
      onSuccess: (backup) => {
        toast.success(`Backup ${backup.file_name} created`);
        return queryClient.invalidateQueries({ queryKey: trpc.maintenance.backups.queryKey() });
      },
      onError: (error) => toast.error(`Backup failed: ${getErrorMessage(error)}`),
    }),
  );
  return { list, backupNow };
}
