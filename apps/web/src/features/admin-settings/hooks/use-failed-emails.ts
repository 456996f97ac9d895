import { useQuery } from '@tanstack/react-query';
import { mailMessages } from '@club/shared/plain';
import { getErrorMessage } from '../../../lib/api-error';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';

/** Decision 044: every e-mail that still failed after its last try, newest first. */
export function useFailedEmails() {
  const trpc = useTRPC();
  return useQuery(trpc.notify.failed.queryOptions());
}

/** "Try again": the e-mail is queued afresh; the answer names its batch, whose progress line then follows it. */
export function useRetryEmail() {
  const trpc = useTRPC();
  const words = mailMessages(useReaderLocale());
  return useToastMutation(trpc.notify.retry.mutationOptions(), {
    success: words.retried,
    // A refusal (409) says why in the server's words: the e-mail held one-time links, or no mail server is set up.
    failure: (error) => `${words.retryFailed} ${getErrorMessage(error)}`,
    invalidate: [trpc.notify.failed.queryKey()],
  });
}
