import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';

/**
 * /admin opens the first section (decision 061). A link from before the sections, `/admin?member={id}`, still opens
 * that member's away dates, now in "Members and import".
 */
export function AdminIndexRedirect() {
  const { search } = useLocation();
  const isMemberLink = new URLSearchParams(search).has('member');
  const pathname = isMemberLink ? paths.adminMembers : paths.adminClub;
  return <Navigate to={{ pathname, search }} replace />;
}
