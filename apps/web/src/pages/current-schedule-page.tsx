import { ActForMemberMenu } from '../features/rota/answers/components/act-for-member';
import { CancelNightButton } from '../features/rota/cancel/components/cancel-night-button';
import type { NightTools } from '../features/rota/plan/components/assignment-actions';
import { CurrentScheduleView } from '../features/rota/plan/components/current-schedule-view';
import { useAuth } from '../lib/use-auth';

const NIGHT_TOOLS: NightTools = { ActForSquarehead: ActForMemberMenu, CancelNight: CancelNightButton };

export function CurrentSchedulePage() {
  const { user } = useAuth();
  // The protected layout renders pages only for a signed-in user.
  return user && <CurrentScheduleView user={user} nightTools={NIGHT_TOOLS} />;
}
