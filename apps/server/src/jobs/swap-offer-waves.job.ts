import type PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import { systemContext } from '../plugins/auth.js';
import { offerDueSwapWaves } from '../modules/swaps/swaps.service.js';

export const SWAP_OFFER_WAVES_JOB = 'swap-offer-waves';

/**
 * Issue 17 (decision 024): swap requests are offered in waves; every quarter of an hour each open request whose wait
 * is over gets its next wave. A run missed while the server was down is caught up by the next one.
 */
export async function registerSwapOfferWavesJob(boss: PgBoss, app: FastifyInstance): Promise<void> {
  await boss.createQueue(SWAP_OFFER_WAVES_JOB);
  await boss.schedule(SWAP_OFFER_WAVES_JOB, '*/15 * * * *');
  await boss.work(SWAP_OFFER_WAVES_JOB, async () => {
    const offered = await offerDueSwapWaves(systemContext(app));
    if (offered > 0) app.log.info({ offered }, 'Offered open swap requests to their next wave');
  });
}
