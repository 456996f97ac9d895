import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { type ClubJobData, forEachClub, jobScope } from '../lib/club-jobs.js';
import { type ContextDeps, runInClub, unitsOf } from '../lib/context.js';
import { createPacer } from '../modules/geocoding/geocoder.js';
import {
  GEOCODE_BATCH_JOB_OPTIONS,
  GEOCODE_BATCH_QUEUE,
  GEOCODE_CLUB_QUEUE,
  GEOCODE_MEMBER_QUEUE,
  GEOCODE_RESUME_QUEUE,
} from '../lib/geocode-queues.js';
import {
  failGeocodeRun,
  geocodeClubAddress,
  geocodeMember,
  geocodeNextBatch,
  releaseGeocodeRuns,
  resumeStoppedRuns,
  touchGeocodeRun,
} from '../modules/geocoding/geocoding.service.js';

// A batch follows the previous one at once; the default 2 s poll would add up over a long run.
const BATCH_POLLING_SECONDS = 0.5;

type BatchJob = ClubJobData & { run_id: number; chain: string };

/**
 * Issue 6: geocoding as background work, each job in the club it names. Every request this server makes goes through
 * one pacer, so the provider's pace (Nominatim one a second, SPEC §9 100 ms otherwise) holds across the three queues
 * and every club.
 */
export async function registerGeocodeJobs(
  boss: PgBoss,
  deps: ContextDeps,
  log: FastifyBaseLogger,
): Promise<{ release: () => Promise<void> }> {
  const pace = createPacer();
  // The chains this server has worked on, with their clubs, let go of when it stops.
  const chains = new Map<string, number>();
  await boss.work<BatchJob>(
    GEOCODE_BATCH_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: BATCH_POLLING_SECONDS },
    async ([job]) => {
      if (!job) return;
      const scope = await jobScope(deps, job.data, log);
      if (!scope) return;
      const { run_id: runId, chain } = job.data;
      chains.set(chain, scope.club.id);
      try {
        if ((await geocodeNextBatch(unitsOf(deps, scope), runId, chain, pace)) === 'more') {
          await boss.send(GEOCODE_BATCH_QUEUE, job.data, GEOCODE_BATCH_JOB_OPTIONS);
        } else chains.delete(chain);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await deps.database.inClub(scope.club.id, async (db) => {
          if (job.retryCount >= job.retryLimit) {
            chains.delete(chain);
            await failGeocodeRun(db, runId, chain, message);
          } else await touchGeocodeRun(db, runId, chain);
        });
        throw error;
      }
    },
  );
  await boss.work<ClubJobData & { member_id: number }>(GEOCODE_MEMBER_QUEUE, async ([job]) => {
    const scope = job ? await jobScope(deps, job.data, log) : null;
    if (job && scope) await geocodeMember(unitsOf(deps, scope), job.data.member_id, pace);
  });
  await boss.work(GEOCODE_RESUME_QUEUE, async () => {
    let soonest: number | null = null;
    await forEachClub(deps, log, 'Resuming geocoding runs', async (scope) => {
      const { lookAgainInSeconds } = await runInClub(deps, scope, (ctx) => resumeStoppedRuns(ctx));
      if (lookAgainInSeconds !== null) soonest = Math.min(soonest ?? lookAgainInSeconds, lookAgainInSeconds);
    });
    // A run held by a chain that may have been this server's before a crash: looked at again the moment it could
    // count as stopped, rather than at the next minute.
    if (soonest !== null)
      await boss.send(GEOCODE_RESUME_QUEUE, {}, { startAfter: soonest, singletonKey: 'look-again' });
  });
  await boss.send(GEOCODE_RESUME_QUEUE, {});
  await boss.work<ClubJobData>(GEOCODE_CLUB_QUEUE, async ([job]) => {
    const scope = job ? await jobScope(deps, job.data, log) : null;
    if (scope) await geocodeClubAddress(unitsOf(deps, scope), pace);
  });
  return {
    release: async () => {
      const byClub = new Map<number, string[]>();
      for (const [chain, clubId] of chains) byClub.set(clubId, [...(byClub.get(clubId) ?? []), chain]);
      for (const [clubId, held] of byClub) await deps.database.inClub(clubId, (db) => releaseGeocodeRuns(db, held));
    },
  };
}
