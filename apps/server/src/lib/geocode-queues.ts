import { queueClubJob } from './club-jobs.js';
import type { ServiceContext } from './context.js';

// The geocoding queues' names and how to queue work on them, in lib so that settings and users can queue a lookup
// without importing geocoding, which reads the settings (the provider's key, the club's address) and so sits above.
export const GEOCODE_BATCH_QUEUE = 'geocode-batch';
export const GEOCODE_MEMBER_QUEUE = 'geocode-member';
export const GEOCODE_CLUB_QUEUE = 'geocode-club';
/** Issue 17: looks for runs whose chain stopped, each minute and when a server starts. */
export const GEOCODE_RESUME_QUEUE = 'geocode-resume';

/**
 * A batch is one pg-boss job carrying its chain's token; each batch queues the next. A run survives a restart: the
 * resume job gives a run whose chain stopped a new chain, which carries on from the run's `completed` position. A
 * batch that fails to reach the provider is retried after 15 s (no backoff, so a retrying chain is never quiet long
 * enough to look stopped); after the last try the run is marked failed.
 */
export const GEOCODE_BATCH_JOB_OPTIONS = {
  retryLimit: 3,
  retryDelay: 15,
  retryBackoff: false,
  expireInSeconds: 300,
} as const;

type QueueContext = Pick<ServiceContext, 'db' | 'jobs' | 'club'>;
const LOOKUP_RETRIES = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;

/** Issue 6: a member saved with a new address is placed on the map in the background. */
export async function queueMemberGeocode(ctx: QueueContext, memberId: number): Promise<void> {
  await queueClubJob(ctx, GEOCODE_MEMBER_QUEUE, { member_id: memberId }, LOOKUP_RETRIES);
}

/** Issue 6: a new club address clears the old coordinates and is looked up in the background. */
export async function queueClubGeocode(ctx: QueueContext): Promise<void> {
  await queueClubJob(ctx, GEOCODE_CLUB_QUEUE, {}, LOOKUP_RETRIES);
}
