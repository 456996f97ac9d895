import { MemberMapView } from '../features/map/components/member-map-view';
import { useAuth } from '../lib/use-auth';

export function MapPage() {
  const { user } = useAuth();
  // The protected layout renders pages only for a signed-in user.
  return user && <MemberMapView user={user} />;
}
