import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { type ContextDeps, contextFor, SYSTEM } from '../lib/context.js';
import { createPacer } from '../modules/geocoding/geocoder.js';
import {
  GEOCODE_BATCH_JOB_OPTIONS,
  GEOCODE_BATCH_QUEUE,
  GEOCODE_CLUB_QUEUE,
  GEOCODE_MEMBER_QUEUE,
} from '../modules/geocoding/geocode-queues.js';
import {
  failGeocodeRun,
  geocodeClubAddress,
  geocodeMember,
  geocodeNextBatch,
} from '../modules/geocoding/geocoding.service.js';

// A batch follows the previous one at once; the default 2 s poll would add up over a long run.
const BATCH_POLLING_SECONDS = 0.5;

/**
 * Issue 6: geocoding as background work. Every request this server makes goes through one pacer, so the provider's
 * pace (Nominatim one a second, SPEC §9 100 ms otherwise) holds across the three queues.
 */
export async function registerGeocodeJobs(boss: PgBoss, deps: ContextDeps, log: FastifyBaseLogger): Promise<void> {
  const pace = createPacer();
  const system = () => contextFor(deps, SYSTEM, log);
  for (const queue of [GEOCODE_BATCH_QUEUE, GEOCODE_MEMBER_QUEUE, GEOCODE_CLUB_QUEUE]) await boss.createQueue(queue);

  await boss.work<{ run_id: number }>(
    GEOCODE_BATCH_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: BATCH_POLLING_SECONDS },
    async ([job]) => {
      if (!job) return;
      const ctx = system();
      try {
        if ((await geocodeNextBatch(ctx, job.data.run_id, pace)) === 'more') {
          await boss.send(GEOCODE_BATCH_QUEUE, job.data, GEOCODE_BATCH_JOB_OPTIONS);
        }
      } catch (error) {
        if (job.retryCount >= job.retryLimit)
          await failGeocodeRun(deps.db, job.data.run_id, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  );
  await boss.work<{ member_id: number }>(GEOCODE_MEMBER_QUEUE, async ([job]) => {
    if (job) await geocodeMember(system(), job.data.member_id, pace);
  });
  await boss.work(GEOCODE_CLUB_QUEUE, async () => {
    await geocodeClubAddress(system(), pace);
  });
}
