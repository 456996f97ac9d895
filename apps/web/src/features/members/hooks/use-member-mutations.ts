import { memberMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';

/**
 * Add, edit and delete with the SPEC §8 toasts. Success refetches every member query (SPEC §7), and the signed-in
 * member's own record, which the shell shows (issue 17).
 */
export function useMemberMutations() {
  const trpc = useTRPC();
  const text = memberMessages(useReaderLocale());
  const invalidate = [trpc.users.pathKey(), trpc.auth.me.queryKey()];
  const create = useToastMutation(trpc.users.create.mutationOptions(), {
    success: text.created,
    failure: text.createFailed,
    invalidate,
  });
  const update = useToastMutation(trpc.users.update.mutationOptions(), {
    success: text.updated,
    failure: text.updateFailed,
    invalidate,
  });
  const remove = useToastMutation(trpc.users.delete.mutationOptions(), {
    success: text.deleted,
    failure: text.deleteFailed,
    invalidate,
  });
  return { create, update, remove };
}
