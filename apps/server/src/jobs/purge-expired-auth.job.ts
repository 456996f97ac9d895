import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { ContextDeps } from '../lib/context.js';
import { purgeExpiredAuth } from '../modules/auth/auth.service.js';
import { expirePastSwapRequests } from '../modules/swaps/swaps.service.js';

export const PURGE_EXPIRED_AUTH_JOB = 'purge-expired-auth';

/** Hourly: used and expired sign-in tokens and ended sessions are deleted, and swap requests for past nights closed. */
export async function registerPurgeExpiredAuthJob(boss: PgBoss, deps: ContextDeps, log: FastifyBaseLogger): Promise<void> {
  await boss.createQueue(PURGE_EXPIRED_AUTH_JOB);
  await boss.schedule(PURGE_EXPIRED_AUTH_JOB, '17 * * * *');
  await boss.work(PURGE_EXPIRED_AUTH_JOB, async () => {
    const purged = await purgeExpiredAuth(deps.db);
    const expiredSwapRequests = await expirePastSwapRequests(deps.db);
    log.info({ ...purged, expiredSwapRequests }, 'Purged expired sign-in tokens and sessions, closed swap requests for past nights');
  });
}
