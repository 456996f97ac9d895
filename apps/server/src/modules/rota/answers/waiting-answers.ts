import { addDays } from '../../../lib/calendar.js';
import type { DbExecutor } from '../../../db/client.js';
import type { ServiceContext } from '../../../lib/context.js';
import type { WaitingAnswer } from '@club/shared';
import { clubToday } from '../../settings/club-today.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { type Asked, claimNudge, waitingAnswers } from '../night/confirmations.js';
import { mailAsked } from './ask-squareheads.js';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'log' | 'mailer'>;

/** Who has not answered yet: squareheads of published nights still to come and not cancelled, by night. */
export async function listWaitingAnswers(db: DbExecutor): Promise<WaitingAnswer[]> {
  const rows = await waitingAnswers(db, await clubToday(db));
  return rows.map((row) => ({
    assignment_id: row.assignment_id,
    dance_date: row.dance_date,
    member_id: row.member_id,
    member_name: row.member_name,
    nudged_at: row.nudged_at?.toISOString() ?? null,
  }));
}

/**
 * Issue 19 part 3: squareheads still waiting `confirm_nudge_days` or fewer days before their night get one nudge,
 * never two (nudged_at is claimed before the e-mail goes, so two servers' runs cannot both send it), never for a
 * cancelled night. The nudge carries fresh links, as the first ones may be lost in the inbox; the old ones stop.
 * Answers how many e-mails went.
 */
export async function sendConfirmNudges(ctx: Ctx, today: string): Promise<number> {
  const { confirm_nudge_days, system_timezone } = await getAllSettings(ctx.db, [
    'confirm_nudge_days',
    'system_timezone',
  ]);
  const due = await waitingAnswers(ctx.db, today, addDays(today, confirm_nudge_days));
  const asked: Asked[] = [];
  for (const row of due.filter((candidate) => candidate.nudged_at === null)) {
    const token = await claimNudge(ctx.db, row, system_timezone);
    if (token)
      asked.push({ member_id: row.member_id, assignment_id: row.assignment_id, dance_date: row.dance_date, token });
  }
  if (asked.length === 0) return 0;
  return mailAsked(ctx, asked, 'nudge');
}
