import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@club/shared';
import { useTRPC } from './trpc';
import { useAuth } from './use-auth';

/**
 * Issue 17: who is signed in, as the server's current record has them (auth.me), so renaming oneself or changing
 * one's e-mail shows in the shell at once. The stored sign-in answers until the server has, or if it cannot.
 */
export function useSignedInUser(): SessionUser | null {
  const { user } = useAuth();
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { enabled: user !== null }));
  // A cached answer about the previous user of this browser never names the new one.
  return user && me.data?.id === user.id ? me.data : user;
}
