import type { WaitingAnswer } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { addDays } from '../../../lib/calendar.js';
import type { ServiceContext } from '../../../lib/context.js';
import { clubToday } from '../../settings/club-today.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { type Asked, claimNudge, waitingAnswers } from '../night/confirmations.js';
import { liveNights } from '../night/live-nights.js';
import { describeNightsById } from '../night/night-facts.js';
import { isNotServing, notServing } from '../night/not-serving.js';

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
 * never two (nudged_at is claimed in the transaction that queues the e-mail, so two servers' runs cannot both send
 * it), never for a cancelled night. The nudge carries fresh links, as the first ones may be lost in the inbox; the old
 * ones stop. Answers how many e-mails were queued.
 */
export async function sendConfirmNudges(ctx: ServiceContext, today: string): Promise<number> {
  const { confirm_nudge_days, system_timezone } = await getAllSettings(ctx.db, [
    'confirm_nudge_days',
    'system_timezone',
  ]);
  const due = await waitingAnswers(ctx.db, today, addDays(today, confirm_nudge_days));
  const nights = await liveNights(ctx.db, { ids: [...new Set(due.map((row) => row.assignment_id))] });
  const notServingNow = await notServing(ctx.db, nights);
  const unnudged = due.filter(
    (candidate) =>
      candidate.nudged_at === null && !isNotServing(notServingNow, candidate.dance_date, candidate.member_id),
  );
  if (unnudged.length === 0) return 0;
  const queued = await ctx.transaction(async ({ db, afterCommit }) => {
    const asks: Asked[] = [];
    for (const row of unnudged) {
      const token = await claimNudge(db, row, system_timezone);
      if (token)
        asks.push({ member_id: row.member_id, assignment_id: row.assignment_id, dance_date: row.dance_date, token });
    }
    if (asks.length === 0) return afterCommit([]);
    const described = await describeNightsById(
      db,
      asks.map((ask) => ask.assignment_id),
    );
    return afterCommit([{ kind: 'asked', reason: 'nudge', asks, nights: described }]);
  });
  return queued.emails;
}
