import { useQuery } from '@tanstack/react-query';
import type { ApiTokenCreated } from '@club/shared';
import { getErrorMessage } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';

/** Issue 7: the club's API tokens, and creating and revoking them. */
export function useApiTokens(onCreated: (created: ApiTokenCreated) => void) {
  const trpc = useTRPC();
  const invalidate = [trpc.auth.apiTokens.queryKey()];
  const list = useQuery(trpc.auth.apiTokens.queryOptions());
  // The new token is shown once, in its own dialog, instead of a toast.
  const create = useToastMutation(trpc.auth.createApiToken.mutationOptions({ onSuccess: onCreated }), {
    failure: (error) => `Failed to create the token: ${getErrorMessage(error)}`,
    invalidate,
  });
  const revoke = useToastMutation(trpc.auth.revokeApiToken.mutationOptions(), {
    success: 'Token revoked',
    failure: (error) => `Failed to revoke the token: ${getErrorMessage(error)}`,
    invalidate,
  });
  return { list, create, revoke };
}
