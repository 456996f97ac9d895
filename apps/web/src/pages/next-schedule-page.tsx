import { ActForMemberMenu } from '../features/rota/answers/components/act-for-member';
import { PublishScheduleButton } from '../features/rota/answers/components/publish-schedule';
import { WaitingAnswersCard } from '../features/rota/answers/components/waiting-answers-card';
import { CancelNightButton } from '../features/rota/cancel/components/cancel-night-button';
import type { NightTools } from '../features/rota/plan/components/assignment-actions';
import { NextScheduleView, type Publishing } from '../features/rota/plan/components/next-schedule-view';
import { useAuth } from '../lib/use-auth';

const NIGHT_TOOLS: NightTools = { ActForSquarehead: ActForMemberMenu, CancelNight: CancelNightButton };
const PUBLISHING: Publishing = { PublishButton: PublishScheduleButton, WaitingAnswers: WaitingAnswersCard };

export function NextSchedulePage() {
  const { user } = useAuth();
  // The protected layout renders pages only for a signed-in user.
  return user && <NextScheduleView user={user} nightTools={NIGHT_TOOLS} publishing={PUBLISHING} />;
}
