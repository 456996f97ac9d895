import { MembersDirectory } from '../features/members/components/members-directory';
import { useAuth } from '../lib/use-auth';

export function MembersPage() {
  const { user } = useAuth();
  // The protected layout renders pages only for a signed-in user.
  return user && <MembersDirectory user={user} />;
}
