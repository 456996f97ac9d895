import { Outlet } from '../../../lib/router/router-provider';
import { useAuth } from '../../../lib/use-auth';
import { AccessDenied } from './access-denied';

/** SPEC §2: admin-only pages show an 'Access Denied' panel to other signed-in users. */
export function RequireAdmin() {
  const { user } = useAuth();
  return user?.is_admin ? <Outlet /> : <AccessDenied />;
}
