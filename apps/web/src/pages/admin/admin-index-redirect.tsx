import { useLocation } from '../../lib/router/hooks';
import { Navigate } from '../../lib/router/link';
import { paths } from '../../config/paths';

/**
 * The section /admin opens (decision 061): the first. A link from before the sections, `/admin?member={id}`, still
 * opens that member's away dates, now in "Members and import".
 */
export const adminIndexSection = (search: string) =>
  new URLSearchParams(search).has('member') ? paths.adminMembers : paths.adminClub;

export function AdminIndexRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: adminIndexSection(search), search }} replace />;
}
