import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { EMAIL_MESSAGES, type TestSmtpInput } from '@club/shared';
import { getErrorMessage, getHttpStatus } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';

/** The server's reason when it answered; a network failure has none worth adding. */
const serverReason = (error: unknown) => (getHttpStatus(error) === undefined ? undefined : getErrorMessage(error));

/** SPEC §2 'Send test email' with the SPEC §8 texts; the server's reason, when there is one, titles the failure. */
export function useTestEmail() {
  const trpc = useTRPC();
  const toast = useToast();
  return useMutation(
    trpc.email.sendTest.mutationOptions({
      onSuccess: () => toast.success(EMAIL_MESSAGES.testSent),
      onError: (error) => toast.error(EMAIL_MESSAGES.testFailed, { title: serverReason(error) }),
    }),
  );
}

export type SmtpTestOutcome = { isWorking: boolean; input: TestSmtpInput };

/** SPEC §2 SMTP test: the outcome remembers what was tested, so the badge can vanish once the settings change. */
export function useSmtpTest() {
  const trpc = useTRPC();
  const toast = useToast();
  const [outcome, setOutcome] = useState<SmtpTestOutcome | null>(null);
  const test = useMutation(
    trpc.email.testSmtp.mutationOptions({
      onMutate: () => setOutcome(null),
      onSuccess: (_result, input) => {
        setOutcome({ isWorking: true, input });
        toast.success(EMAIL_MESSAGES.smtpTestSent);
      },
      onError: (error, input) => {
        setOutcome({ isWorking: false, input });
        toast.error(EMAIL_MESSAGES.smtpTestFailed + (serverReason(error) ?? EMAIL_MESSAGES.smtpCheckSettings));
      },
    }),
  );
  return { test, outcome };
}
