import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { emailMessages } from '@club/shared/plain';
import { getErrorMessage } from '../../../lib/api-error';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';
import { getSendRemindersSummary } from '../utils/reminder-summary';

/** SPEC §2 'Test Reminder System': runs by itself for every valid date; the last answer stays while the next loads. */
export function useReminderTest(testDate: string | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.email.testReminders.queryOptions(
      { test_date: testDate ?? '' },
      { enabled: testDate !== null, placeholderData: keepPreviousData, staleTime: 0 },
    ),
  );
}

/** Reminders that still failed after their last retry (issue 5). */
export function useReminderFailures() {
  const trpc = useTRPC();
  return useQuery(trpc.email.reminderFailures.queryOptions());
}

/** Queues the reminders due today now, instead of waiting for the daily run; they leave after the answer. */
export function useSendReminders() {
  const trpc = useTRPC();
  const locale = useReaderLocale();
  return useToastMutation(trpc.email.sendReminders.mutationOptions(), {
    success: (result) => getSendRemindersSummary(result, locale),
    failure: (error) => emailMessages(locale).sendRemindersFailed(getErrorMessage(error)),
    invalidate: [trpc.notify.failed.queryKey()],
  });
}
