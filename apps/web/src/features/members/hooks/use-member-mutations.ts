import { MEMBER_MESSAGES } from '@club/shared/plain';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';

/**
 * Add, edit and delete with the SPEC §8 toasts. Success refetches every member query (SPEC §7), and the signed-in
 * member's own record, which the shell shows (issue 17).
 */
export function useMemberMutations() {
  const trpc = useTRPC();
  const invalidate = [trpc.users.pathKey(), trpc.auth.me.queryKey()];
  const create = useToastMutation(trpc.users.create.mutationOptions(), {
    success: MEMBER_MESSAGES.created,
    failure: MEMBER_MESSAGES.createFailed,
    invalidate,
  });
  const update = useToastMutation(trpc.users.update.mutationOptions(), {
    success: MEMBER_MESSAGES.updated,
    failure: MEMBER_MESSAGES.updateFailed,
    invalidate,
  });
  const remove = useToastMutation(trpc.users.delete.mutationOptions(), {
    success: MEMBER_MESSAGES.deleted,
    failure: MEMBER_MESSAGES.deleteFailed,
    invalidate,
  });
  return { create, update, remove };
}
