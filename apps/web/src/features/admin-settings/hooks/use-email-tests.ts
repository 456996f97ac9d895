import { useState } from 'react';
import type { TestSmtpInput } from '@club/shared';
import { emailMessages } from '@club/shared/plain';
import { getErrorMessage, getHttpStatus } from '../../../lib/api-error';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';

/** The server's reason when it answered; a network failure has none worth adding. */
const serverReason = (error: unknown) => (getHttpStatus(error) === undefined ? undefined : getErrorMessage(error));

/** SPEC §2 'Send test email' with the SPEC §8 texts; the server's reason, when there is one, titles the failure. */
export function useTestEmail() {
  const trpc = useTRPC();
  const text = emailMessages(useReaderLocale());
  return useToastMutation(trpc.email.sendTest.mutationOptions(), {
    success: text.testSent,
    failure: (error) => ({ message: text.testFailed, title: serverReason(error) }),
  });
}

export type SmtpTestOutcome = { isWorking: boolean; input: TestSmtpInput };

/** SPEC §2 SMTP test: the outcome remembers what was tested, so the badge can vanish once the settings change. */
export function useSmtpTest() {
  const trpc = useTRPC();
  const text = emailMessages(useReaderLocale());
  const [outcome, setOutcome] = useState<SmtpTestOutcome | null>(null);
  const test = useToastMutation(
    trpc.email.testSmtp.mutationOptions({
      onMutate: () => setOutcome(null),
      onSuccess: (_result, input) => setOutcome({ isWorking: true, input }),
      onError: (_error, input) => setOutcome({ isWorking: false, input }),
    }),
    {
      success: text.smtpTestSent,
      failure: (error) => text.smtpTestFailed + (serverReason(error) ?? text.smtpCheckSettings),
    },
  );
  return { test, outcome };
}
