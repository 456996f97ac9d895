import { useQueryClient } from '@tanstack/react-query';
import type { SecretSettingKey } from '@club/shared';
import { getErrorMessage } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';

/**
 * Issue 5: a write-only secret is removed by saving it empty, at once and on its own, so unsaved edits elsewhere on
 * the page stay unsaved. Only the "is set" flag changes on the page.
 */
export function useSecretRemoval() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const removal = useToastMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.settings.admin.queryKey(), saved),
    }),
    {
      success: 'The saved value was removed',
      failure: (error) => `Failed to remove the saved value: ${getErrorMessage(error)}`,
    },
  );
  const removeSecret = (key: SecretSettingKey) =>
    removal.mutate(key === 'smtp_password' ? { smtp_password: null } : { google_api_key: null });
  const removingKey = removal.isPending ? (Object.keys(removal.variables ?? {})[0] as SecretSettingKey) : null;
  return { removeSecret, removingKey };
}
