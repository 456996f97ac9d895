import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { type ClubJobData, jobScope, openClubs } from '../lib/club-jobs.js';
import type { ContextDeps, Scope, SYSTEM } from '../lib/context.js';
import { workOn } from './work-on.js';

/**
 * How a tick's club runs are worked: how many one server runs at once, and how long one may take before pg-boss
 * counts its worker gone (a server killed mid-run) and gives it to another, at the next upkeep (plugins/jobs.ts).
 */
export type ClubRunPolicy = { runners: number; expireInSeconds: number };

/**
 * A scheduled tick's work handed out as one job per open club on `queue`, keyed by the club: on a 'stately' queue
 * (jobs/queues.ts) a club has at most one run waiting and one running, however many ticks pile up, and a thousand
 * clubs spread over every worker, a slow or failing club holding up no other. One insert for them all: a run that
 * would pile up is left out by the queue's own unique key.
 */
export async function fanOutToClubs<D extends object>(
  boss: PgBoss,
  deps: Pick<ContextDeps, 'database'>,
  queue: string,
  data: D,
  policy: ClubRunPolicy,
): Promise<void> {
  const runs = (await openClubs(deps)).map((club) => ({
    name: queue,
    data: { ...data, club_id: club.id } satisfies D & ClubJobData,
    singletonKey: `club-${club.id}`,
    expireInSeconds: policy.expireInSeconds,
  }));
  if (runs.length > 0) await boss.insert(runs);
}

/**
 * This server's workers of a club queue, `policy.runners` of them, each going on to the next run at once (workOn), so
 * a thousand clubs' runs take seconds rather than a polling interval each. A run opens the club its job names; a club
 * removed since has nothing left to do.
 */
export async function workOnClubRuns<D extends ClubJobData>(
  boss: PgBoss,
  deps: ContextDeps,
  log: FastifyBaseLogger,
  queue: string,
  policy: ClubRunPolicy,
  run: (scope: Scope<typeof SYSTEM>, data: D) => Promise<void>,
): Promise<void> {
  for (let runner = 0; runner < policy.runners; runner += 1) {
    await workOn<D>(boss, queue, { batchSize: 1 }, async ([job]) => {
      const scope = job ? await jobScope(deps, job.data, log) : null;
      if (job && scope) await run(scope, job.data);
    });
  }
}
