import { useQueryClient } from '@tanstack/react-query';
import { signupWebMessages } from '@club/shared/plain';
import { getErrorMessage, getHttpStatus } from '../../../../lib/api-error';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';

/** A refusal the member can read (full, unavailable, too many, too late) is shown as the server said it. */
const failureOf = (fallback: string) => (error: unknown) =>
  [403, 404, 409, 422].includes(getHttpStatus(error) ?? 0) ? getErrorMessage(error) : fallback;

/** My duties and both schedules change with a sign-up: the night, the member's duties and what is still open. */
function useSignupRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.duties.me.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.schedules.pathKey() }),
    ]);
}

/**
 * Issue 19 part 2: the member takes an open place on a night, alone or with their partner (named for the toast). A
 * refusal (someone was faster, the night is full) refreshes the lists, so the night no longer offers itself.
 */
export function useSignUpForNight(partnerName: string | null) {
  const words = signupWebMessages(useReaderLocale());
  const trpc = useTRPC();
  const refresh = useSignupRefresh();
  return useToastMutation(trpc.schedules.signup.mutationOptions({ onSettled: refresh }), {
    success: (night, variables) =>
      variables.data?.with_partner && partnerName
        ? words.takenTogether(formatDanceDate(night.dance_date), partnerName)
        : words.taken(formatDanceDate(night.dance_date)),
    failure: failureOf(words.takeFailed),
  });
}

/** Issue 19 part 2: the member gives back a night they took, while it is more than 7 days away. */
export function useWithdrawSignup() {
  const words = signupWebMessages(useReaderLocale());
  const trpc = useTRPC();
  const refresh = useSignupRefresh();
  return useToastMutation(trpc.schedules.withdrawSignup.mutationOptions({ onSettled: refresh }), {
    success: (night) => words.givenBack(formatDanceDate(night.dance_date)),
    failure: failureOf(words.giveBackFailed),
  });
}
