import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenCreated } from '@club/shared';
import { getErrorMessage } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';

/** Issue 7: the club's API tokens, and creating and revoking them. */
export function useApiTokens(onCreated: (created: ApiTokenCreated) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.apiTokens.queryKey() });

  const list = useQuery(trpc.auth.apiTokens.queryOptions());
  const create = useMutation(
    trpc.auth.createApiToken.mutationOptions({
      onSuccess: (created) => {
        onCreated(created);
        return refresh();
      },
      // Validation failures are shown beside the name field instead.
      onError: (error) => toast.error(`Failed to create the token: ${getErrorMessage(error)}`),
    }),
  );
  const revoke = useMutation(
    trpc.auth.revokeApiToken.mutationOptions({
      onSuccess: () => {
        toast.success('Token revoked');
        return refresh();
      },
      onError: (error) => toast.error(`Failed to revoke the token: ${getErrorMessage(error)}`),
    }),
  );
  return { list, create, revoke };
}
