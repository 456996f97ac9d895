import { useQuery } from '@tanstack/react-query';
import { catalog, CLEAR_MEMBERS_RELOAD_DELAY_MS, getClearedMessage, maintenanceMessages } from '@club/shared/plain';
import { getErrorMessage } from '../../../lib/api-error';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';

/** SPEC §6 maintenance operations with the SPEC §8 texts, in the reader's language. */
export function useMaintenanceActions() {
  const trpc = useTRPC();
  const locale = useReaderLocale();
  const to = { locale };
  const words = maintenanceMessages(locale);
  const clearMembers = useToastMutation(
    trpc.maintenance.clearMembers.mutationOptions({
      // SPEC §4: the page reloads 1 s after success, so every view starts again from the emptied roster.
      onSuccess: () => void window.setTimeout(() => window.location.reload(), CLEAR_MEMBERS_RELOAD_DELAY_MS),
    }),
    {
      success: (result) => words.membersCleared(result.deleted_count),
      failure: (error) => words.clearMembersFailed(getErrorMessage(error)),
    },
  );
  const clearSchedule = useToastMutation(trpc.schedules.clear.mutationOptions(), {
    // SPEC §8: clearing nothing is not a failure; it says there was nothing to clear.
    success: (result, input) => ({
      message: getClearedMessage(input.type, result, locale),
      kind: result.schedule_deleted ? 'success' : 'info',
    }),
    failure: (error, input) => words.clearScheduleFailed(input.type, getErrorMessage(error)),
    invalidate: [trpc.schedules.pathKey()],
  });
  const clearImportLogs = useToastMutation(trpc.maintenance.clearImportLogs.mutationOptions(), {
    success: (result) => catalog.adm_a_import_logs_cleared({ count: result.deleted_count }, to),
    failure: (error) => catalog.adm_a_import_logs_clear_failed({ message: getErrorMessage(error) }, to),
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
  const to = { locale: useReaderLocale() };
  const list = useQuery(
    trpc.maintenance.backups.queryOptions(undefined, {
      select: (data) => [...data.backups].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    }),
  );
  const backupNow = useToastMutation(trpc.maintenance.backupNow.mutationOptions(), {
    success: (backup) => catalog.adm_a_backups_created({ file: backup.file_name }, to),
    failure: (error) => catalog.adm_a_backups_failed({ message: getErrorMessage(error) }, to),
    invalidate: [trpc.maintenance.backups.queryKey()],
  });
  return { list, backupNow };
}
