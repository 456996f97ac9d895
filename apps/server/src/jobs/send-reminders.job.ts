import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { forEachClub } from '../lib/club-jobs.js';
import { type ContextDeps, runInClub } from '../lib/context.js';
import { hourIn, todayIn } from '../lib/calendar.js';
import { REMINDER_SEND_HOUR } from '../modules/rota/night/timing.js';
import { sendDueReminders } from '../modules/rota/reminders/reminder-run.js';
import { getAllSettings } from '../modules/settings/settings.service.js';
import { sendConfirmNudges } from '../modules/rota/answers/waiting-answers.js';
import { SEND_REMINDERS_QUEUE } from './queues.js';

/** Data a run may carry: `now` lets a run act as of another moment (the tests' clock); the schedule sends none. */
type RunData = { now?: string } | null;

/**
 * Issue 5: reminders as background work. The run is scheduled hourly and, for each club, sends what is due once the
 * club's day has reached REMINDER_SEND_HOUR in its own timezone (decision 008): a run missed while the server was down
 * is caught up the same day, a timezone change needs no rescheduling, and the reminder ledger makes every later run of
 * the day a no-op. The reminders leave through the outbox (decision 044), which retries a failed send with backoff.
 */
export async function registerReminderJobs(boss: PgBoss, deps: ContextDeps, log: FastifyBaseLogger): Promise<void> {
  await boss.work<RunData>(SEND_REMINDERS_QUEUE, async ([job]) => {
    await remindEveryClub(deps, log, job?.data?.now ? new Date(job.data.now) : new Date());
  });
}

/**
 * One hourly tick: each club whose local day has reached REMINDER_SEND_HOUR sends what is due today in its own time
 * zone; the ledger makes every later tick of that day a no-op.
 */
export async function remindEveryClub(deps: ContextDeps, log: FastifyBaseLogger, now: Date): Promise<void> {
  await forEachClub(deps, log, 'The reminder run', (scope) =>
    runInClub(deps, scope, async (ctx) => {
      const { system_timezone } = await getAllSettings(ctx.db, ['system_timezone']);
      if (hourIn(system_timezone, now) < REMINDER_SEND_HOUR) return;
      const today = todayIn(system_timezone, now);
      await sendDueReminders(ctx, today);
      // Issue 19 part 3: the one nudge to answer goes with the day's reminders; nudged_at keeps later runs from
      // resending.
      await sendConfirmNudges(ctx, today);
    }),
  );
}
