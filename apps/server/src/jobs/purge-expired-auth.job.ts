import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { type ContextDeps, runInClub } from '../lib/context.js';
import { purgeDeploymentTables } from '../modules/association/purge-deployment.js';
import { purgeExpiredAuth } from '../modules/auth/auth.service.js';
import { expirePastSwapRequests, offerDueSwapWaves } from '../modules/rota/swaps/swaps.service.js';
import { type ClubRunPolicy, fanOutToClubs, workOnClubRuns } from './club-runs.js';
import { PURGE_CLUB_QUEUE, PURGE_EXPIRED_AUTH_JOB } from './queues.js';

/** A club's purge deletes a few rows and queues its swap offers: as quick as a reminder run (send-reminders.job.ts). */
const PURGE_RUN: ClubRunPolicy = { runners: 2, expireInSeconds: 60 };

/**
 * Hourly, in each club (a run of its own, fanOutToClubs): used and expired sign-in tokens and ended sessions are
 * deleted, swap requests for past nights closed, and open ones whose wait is over offered to their next wave (issue
 * 17, decision 029).
 */
export async function registerPurgeExpiredAuthJob(
  boss: PgBoss,
  deps: ContextDeps,
  log: FastifyBaseLogger,
): Promise<void> {
  await boss.work(PURGE_EXPIRED_AUTH_JOB, async () => {
    // The association's links and e-mails belong to no club: the tick itself clears them, once per hour.
    const purged = await deps.database.inDeployment((db) => purgeDeploymentTables(db));
    log.info(purged, 'Purged used and expired operators’ links and old e-mails of the deployment');
    await fanOutToClubs(boss, deps, PURGE_CLUB_QUEUE, {}, PURGE_RUN);
  });
  await workOnClubRuns(boss, deps, log, PURGE_CLUB_QUEUE, PURGE_RUN, async (scope) => {
    await runInClub(deps, scope, async (ctx) => {
      // The sign-in limits are the deployment's (decision 086): the first club's run deletes the ended ones.
      const purged = { ...(await purgeExpiredAuth(ctx.db)), ...(await ctx.loginLimiter.purge(ctx.db)) };
      const expiredSwapRequests = await expirePastSwapRequests(ctx.db);
      const swapOffersSent = await offerDueSwapWaves(ctx);
      ctx.log.info(
        { ...purged, expiredSwapRequests, swapOffersSent },
        'Purged expired sign-in tokens and sessions, closed swap requests for past nights, offered swap requests to their next wave',
      );
    });
  });
}
