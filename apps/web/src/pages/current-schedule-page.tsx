import { CurrentScheduleView } from '../features/rota/plan/components/current-schedule-view';
import { useAuth } from '../lib/use-auth';

export function CurrentSchedulePage() {
  const { user } = useAuth();
  // The protected layout renders pages only for a signed-in user.
  return user && <CurrentScheduleView user={user} />;
}
