import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_MESSAGES } from '@club/shared';
import { getErrorMessage, isForbidden } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';

/**
 * Add, edit and delete with the SPEC §8 toasts. A refusal (403) shows the server's reason, which says what is not
 * allowed; other failures show the SPEC text. Success refetches every member query (SPEC §7).
 */
export function useMemberMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const refetchMembers = () => queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
  const failureMessage = (error: unknown, fallback: string) => (isForbidden(error) ? getErrorMessage(error) : fallback);

  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: () => {
        toast.success(MEMBER_MESSAGES.created);
        return refetchMembers();
      },
      onError: (error) => toast.error(failureMessage(error, MEMBER_MESSAGES.createFailed)),
    }),
  );
  const update = useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: () => {
        toast.success(MEMBER_MESSAGES.updated);
        return refetchMembers();
      },
      onError: (error) => toast.error(failureMessage(error, MEMBER_MESSAGES.updateFailed)),
    }),
  );
  const remove = useMutation(
    trpc.users.delete.mutationOptions({
      onSuccess: () => {
        toast.success(MEMBER_MESSAGES.deleted);
        return refetchMembers();
      },
      onError: (error) => toast.error(failureMessage(error, MEMBER_MESSAGES.deleteFailed)),
    }),
  );
  return { create, update, remove };
}
