import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router/hooks';
import { paths } from '../../../config/paths';
import { authStore } from '../../../lib/auth-store';
import { useTRPCClient } from '../../../lib/trpc';
import { markExplicitLogout } from '../../../lib/explicit-logout';

/** SPEC §4: logout ends the server session, clears stored auth and returns to the login page. */
export function useLogout() {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    markExplicitLogout();
    try {
      await client.auth.logout.mutate();
    } catch {
      // The server may have ended the session already; signing out here is what the user asked for.
    }
    authStore.clear();
    void navigate(paths.login, { replace: true });
    // Reset rather than clear, so the branding query behind the theme stays attached and current.
    void queryClient.resetQueries();
  }, [client, navigate, queryClient]);

  return { logout, isLoggingOut };
}
