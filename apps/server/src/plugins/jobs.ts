import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { ContextDeps, Jobs, RetryPolicy } from '../lib/context.js';
import { registerBackupJob } from '../jobs/backup.job.js';
import { registerGeocodeJobs } from '../jobs/geocode.job.js';
import { registerPurgeExpiredAuthJob } from '../jobs/purge-expired-auth.job.js';
import { registerReminderJobs } from '../jobs/send-reminders.job.js';

export type JobsOptions = { reminderRetry?: RetryPolicy };

const DEFAULT_REMINDER_RETRY: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 60 };

/** Background work runs in this process through pg-boss on the same Postgres, so a second instance shares the queue. */
export const jobsPlugin = fp<JobsOptions>(
  async (app, options) => {
    const boss = new PgBoss({ connectionString: app.databaseUrl, schema: 'pgboss', max: 4 });
    boss.on('error', (error) => app.log.error({ err: error }, 'Background job queue error'));
    await boss.start();
    const jobs: Jobs = { boss, reminderRetry: options.reminderRetry ?? DEFAULT_REMINDER_RETRY };
    app.decorate('jobs', jobs);
    const deps: ContextDeps = {
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      loginLimiter: app.loginLimiter,
      jobs,
    };
    // pg-boss 10 needs each queue created before anything is sent to it; every job file does that on register.
    await registerPurgeExpiredAuthJob(boss, deps, app.log);
    await registerBackupJob(boss, deps, app.log);
    await registerReminderJobs(boss, deps, app.log);
    const geocoding = await registerGeocodeJobs(boss, deps, app.log);
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: 10_000 });
      await geocoding.release();
    });
  },
  { name: 'jobs', dependencies: ['db', 'mailer'] },
);
