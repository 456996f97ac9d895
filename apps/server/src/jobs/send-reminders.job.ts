import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { ClubJobData } from '../lib/club-jobs.js';
import { type ContextDeps, runInClub, type Scope, type SYSTEM } from '../lib/context.js';
import { hourIn, todayIn } from '../lib/calendar.js';
import { REMINDER_SEND_HOUR } from '../modules/rota/night/timing.js';
import { sendDueReminders } from '../modules/rota/reminders/reminder-run.js';
import { getAllSettings } from '../modules/settings/settings.service.js';
import { sendConfirmNudges } from '../modules/rota/answers/waiting-answers.js';
import { type ClubRunPolicy, fanOutToClubs, workOnClubRuns } from './club-runs.js';
import { REMIND_CLUB_QUEUE, SEND_REMINDERS_QUEUE } from './queues.js';

/** Data a tick may carry: `now` lets a run act as of another moment (the tests' clock); the schedule sends none. */
type TickData = { now?: string } | null;
type ClubRunData = ClubJobData & { now: string };

/**
 * A club's run only reads and queues (its e-mails leave through the outbox), so it takes well under a second: one
 * whose server died is another's within about a minute and a half, and the ledger keeps a retried run from sending
 * twice.
 */
const REMIND_RUN: ClubRunPolicy = { runners: 2, expireInSeconds: 60 };

/**
 * Issue 5: reminders as background work. The tick is scheduled hourly and hands each open club a run of its own
 * (issue 28: one job per club, so a thousand clubs spread over every worker and a club whose work is slow or fails
 * holds up no other). A club's run sends what is due once its day has reached REMINDER_SEND_HOUR in its own time zone
 * (decision 008): a run missed while the server was down is caught up the same day, a time zone change needs no
 * rescheduling, and the reminder ledger makes every later run of the day a no-op. The reminders leave through the
 * outbox (decision 044), which retries a failed send with backoff.
 */
export async function registerReminderJobs(boss: PgBoss, deps: ContextDeps, log: FastifyBaseLogger): Promise<void> {
  await boss.work<TickData>(SEND_REMINDERS_QUEUE, async ([job]) => {
    const now = job?.data?.now ?? new Date().toISOString();
    await fanOutToClubs(boss, deps, REMIND_CLUB_QUEUE, { now }, REMIND_RUN);
  });
  await workOnClubRuns<ClubRunData>(boss, deps, log, REMIND_CLUB_QUEUE, REMIND_RUN, (scope, data) =>
    remindClub(deps, scope, new Date(data.now)),
  );
}

/**
 * One club's run at a moment: once the club's local day has reached REMINDER_SEND_HOUR, what is due today in its own
 * time zone; the ledger makes every later run of that day a no-op.
 */
export async function remindClub(deps: ContextDeps, scope: Scope<typeof SYSTEM>, now: Date): Promise<void> {
  await runInClub(deps, scope, async (ctx) => {
    const { system_timezone } = await getAllSettings(ctx.db, ['system_timezone']);
    if (hourIn(system_timezone, now) < REMINDER_SEND_HOUR) return;
    const today = todayIn(system_timezone, now);
    await sendDueReminders(ctx, today);
    // Issue 19 part 3: the one nudge to answer goes with the day's reminders; nudged_at keeps later runs from
    // resending.
    await sendConfirmNudges(ctx, today);
  });
}
