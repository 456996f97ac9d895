import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { bossExecutorFor } from '../db/boss-executor.js';
import { type ContextDeps, type Scope, type ServiceContext, SYSTEM } from './context.js';

/** Issue 28: every job names the club it works for; its worker opens that club's unit of work. */
export type ClubJobData = { club_id: number };

/**
 * Queues a job for the context's club in its unit of work, so the job exists if and only if the change that asked
 * for it commits, and its worker never looks before the change can be seen. Nothing is queued where no queue runs.
 */
export async function queueClubJob<D extends object>(
  ctx: Pick<ServiceContext, 'db' | 'jobs' | 'club'>,
  name: string,
  data: D,
  options: PgBoss.SendOptions = {},
): Promise<void> {
  if (!ctx.jobs) return;
  const job: D & ClubJobData = { ...data, club_id: ctx.club.id };
  await ctx.jobs.boss.send(name, job, { ...options, db: bossExecutorFor(ctx.db) });
}

/** The scope of a job's unit of work: the club its data names, acting as the server itself. */
export async function jobScope(
  deps: ContextDeps,
  data: ClubJobData,
  log: FastifyBaseLogger,
): Promise<Scope<typeof SYSTEM> | null> {
  const club = await deps.database.clubs.byId(data.club_id);
  // A club removed since the job was queued has nothing left to work on.
  return club ? { club, caller: SYSTEM, log: log.child({ club_id: club.id }) } : null;
}

/** The clubs a scheduled tick works for: every one that is not suspended. */
export async function openClubs(deps: Pick<ContextDeps, 'database'>) {
  return (await deps.database.clubs.all()).filter((club) => club.suspended_at === null);
}

/**
 * Runs a scheduled tick's work for every club that is not suspended, one after another. A club whose work fails is
 * logged and the next goes on; the tick then fails as a whole, so the queue records it.
 */
export async function forEachClub(
  deps: ContextDeps,
  log: FastifyBaseLogger,
  what: string,
  work: (scope: Scope<typeof SYSTEM>) => Promise<void>,
): Promise<void> {
  const failures: unknown[] = [];
  for (const club of await openClubs(deps)) {
    const scope = { club, caller: SYSTEM, log: log.child({ club_id: club.id }) };
    try {
      await work(scope);
    } catch (error) {
      scope.log.error({ err: error }, `${what} failed`);
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${what} failed for ${failures.length} club(s)`);
}
