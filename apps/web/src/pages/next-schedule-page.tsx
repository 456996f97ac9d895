import { NextScheduleView } from '../features/rota/plan/components/next-schedule-view';
import { useAuth } from '../lib/use-auth';

export function NextSchedulePage() {
  const { user } = useAuth();
  // The protected layout renders pages only for a signed-in user.
  return user && <NextScheduleView user={user} />;
}
