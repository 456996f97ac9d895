import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { type ContextDeps, contextFor, SYSTEM } from '../lib/context.js';
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

/**
 * Issue 6: geocoding as background work. Every request this server makes goes through one pacer, so the provider's
 * pace (Nominatim one a second, SPEC §9 100 ms otherwise) holds across the three queues.
 */
export async function registerGeocodeJobs(
  boss: PgBoss,
  deps: ContextDeps,
  log: FastifyBaseLogger,
): Promise<{ release: () => Promise<void> }> {
  const pace = createPacer();
  const system = () => contextFor(deps, SYSTEM, log);
  // The chains this server has worked on, let go of when it stops.
  const chains = new Set<string>();
  for (const queue of [GEOCODE_BATCH_QUEUE, GEOCODE_MEMBER_QUEUE, GEOCODE_CLUB_QUEUE]) await boss.createQueue(queue);
  // 'short': at most one waiting look per key, however many servers start or minutes pass.
  await boss.createQueue(GEOCODE_RESUME_QUEUE, { name: GEOCODE_RESUME_QUEUE, policy: 'short' });

  await boss.work<{ run_id: number; chain: string }>(
    GEOCODE_BATCH_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: BATCH_POLLING_SECONDS },
    async ([job]) => {
      if (!job) return;
      const { run_id: runId, chain } = job.data;
      const ctx = system();
      chains.add(chain);
      try {
        if ((await geocodeNextBatch(ctx, runId, chain, pace)) === 'more') {
          await boss.send(GEOCODE_BATCH_QUEUE, job.data, GEOCODE_BATCH_JOB_OPTIONS);
        } else chains.delete(chain);
      } catch (error) {
        if (job.retryCount >= job.retryLimit) {
          chains.delete(chain);
          await failGeocodeRun(deps.db, runId, chain, error instanceof Error ? error.message : String(error));
        } else await touchGeocodeRun(deps.db, runId, chain);
        throw error;
      }
    },
  );
  await boss.work<{ member_id: number }>(GEOCODE_MEMBER_QUEUE, async ([job]) => {
    if (job) await geocodeMember(system(), job.data.member_id, pace);
  });
  await boss.work(GEOCODE_RESUME_QUEUE, async () => {
    const { lookAgainInSeconds } = await resumeStoppedRuns(system());
    // A run held by a chain that may have been this server's before a crash: looked at again the moment it could
    // count as stopped, rather than at the next minute.
    if (lookAgainInSeconds !== null)
      await boss.send(GEOCODE_RESUME_QUEUE, {}, { startAfter: lookAgainInSeconds, singletonKey: 'look-again' });
  });
  await boss.schedule(GEOCODE_RESUME_QUEUE, '* * * * *');
  await boss.send(GEOCODE_RESUME_QUEUE, {});
  await boss.work(GEOCODE_CLUB_QUEUE, async () => {
    await geocodeClubAddress(system(), pace);
  });
  return { release: () => releaseGeocodeRuns(deps.db, [...chains]) };
}
