import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { registerPurgeExpiredAuthJob } from '../jobs/purge-expired-auth.job.js';

export type Jobs = { boss: PgBoss };

/** Background work runs in this process through pg-boss on the same Postgres, so a second instance shares the queue. */
export const jobsPlugin = fp(async (app) => {
  const boss = new PgBoss({ connectionString: app.databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => app.log.error({ err: error }, 'Background job queue error'));
  await boss.start();
  await registerPurgeExpiredAuthJob(boss, app);
  app.decorate('jobs', { boss });
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, timeout: 10_000 });
  });
});
