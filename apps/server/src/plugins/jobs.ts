import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { registerBackupJob } from '../jobs/backup.job.js';
import { registerGeocodeJobs } from '../jobs/geocode.job.js';
import { registerPurgeExpiredAuthJob } from '../jobs/purge-expired-auth.job.js';
import { registerReminderJobs } from '../jobs/send-reminders.job.js';

/** How a failed reminder is retried: pg-boss doubles the delay after each try (1, 2, 4, 8, 16 minutes by default). */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number };
export type Jobs = { boss: PgBoss; reminderRetry: RetryPolicy };
export type JobsOptions = { reminderRetry?: RetryPolicy };

const DEFAULT_REMINDER_RETRY: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 60 };

/** Background work runs in this process through pg-boss on the same Postgres, so a second instance shares the queue. */
export const jobsPlugin = fp<JobsOptions>(async (app, options) => {
  const boss = new PgBoss({ connectionString: app.databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => app.log.error({ err: error }, 'Background job queue error'));
  await boss.start();
  app.decorate('jobs', { boss, reminderRetry: options.reminderRetry ?? DEFAULT_REMINDER_RETRY });
  // pg-boss 10 needs each queue created before anything is sent to it; every job file does that on register.
  await registerPurgeExpiredAuthJob(boss, app);
  await registerBackupJob(boss, app);
  await registerReminderJobs(boss, app);
  await registerGeocodeJobs(boss, app);
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, timeout: 10_000 });
  });
});
