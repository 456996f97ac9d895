import { useQueryClient } from '@tanstack/react-query';
import type { Assignment, Schedule } from '@club/shared';
import { formatScheduleForClipboard, scheduleWebMessages, STALE_TIMES } from '@club/shared/plain';
import { settingsQueryOptions } from '../../../../lib/query-client';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useToast } from '../../../../lib/toast/use-toast';
import { useTRPC } from '../../../../lib/trpc';
import { toClipboardPeople } from '../utils/clipboard-people';

/**
 * SPEC §2 copy-to-clipboard with the SPEC §8 toasts, on the current and the next schedule (issue 17: admins publish
 * the next one before promoting it). The roster (names and partner links, for pairing partners in the text) is read
 * when the button is pressed, from the cache when it is fresh, and so is the club's clock (issue 26).
 */
export function useCopySchedule() {
  const words = scheduleWebMessages(useReaderLocale());
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();

  return async (schedule: Schedule | null, assignments: readonly Assignment[]) => {
    if (!schedule || assignments.length === 0) {
      toast.warning(words.nothingToCopy);
      return;
    }
    try {
      const [roster, branding] = await Promise.all([
        queryClient.fetchQuery(trpc.users.list.queryOptions({}, { staleTime: STALE_TIMES.members })),
        queryClient.fetchQuery(trpc.settings.branding.queryOptions(undefined, settingsQueryOptions)),
      ]);
      await navigator.clipboard.writeText(
        formatScheduleForClipboard(schedule, assignments, toClipboardPeople(roster.users), branding.clock),
      );
      toast.success(words.copied);
    } catch {
      toast.error(words.copyFailed);
    }
  };
}
