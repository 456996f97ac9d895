import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { ContextDeps, Jobs, MailQueuePolicy } from '../lib/context.js';
import { registerBackupJob } from '../jobs/backup.job.js';
import { registerGeocodeJobs } from '../jobs/geocode.job.js';
import { registerPurgeExpiredAuthJob } from '../jobs/purge-expired-auth.job.js';
import { registerReminderJobs } from '../jobs/send-reminders.job.js';
import { registerSendMailJobs } from '../jobs/send-mail.job.js';
import { createQueues } from '../jobs/queues.js';

export type JobsOptions = {
  /** Tests shorten the e-mail retries and expiry so a mail server that comes back, or a killed sender, is seen soon. */
  mail?: Partial<MailQueuePolicy>;
  /** How often pg-boss expires jobs whose worker is gone. */
  maintenanceIntervalSeconds?: number;
};

/**
 * A send has its mailer's timeouts (15 s to connect, 15 s for the greeting), so one still going after a minute was
 * most likely cut short with its server. One that was only slow does no harm when retried: the retry waits on the
 * e-mail's lock and then finds it sent (send-queued.ts).
 */
const DEFAULT_MAIL: MailQueuePolicy = { retryLimit: 5, retryDelaySeconds: 60, expireInSeconds: 60 };
/**
 * Issue 28: pg-boss looks for jobs whose worker is gone at its upkeep, every 2 minutes by default; every 30 s a
 * killed server's club runs and e-mails are taken over within the hourly fan-out's five minutes. One server of the
 * deployment does the upkeep each time: a few short queries.
 */
const MAINTENANCE_INTERVAL_SECONDS = 30;

/**
 * Background work through pg-boss on the same Postgres, so every process shares one queue. A web server (ROLE=web)
 * makes the queues and queues work; the workers (ROLE=worker, or all) also run it, its schedules and pg-boss's upkeep.
 */
export const jobsPlugin = fp<JobsOptions>(
  async (app, options) => {
    const works = app.config.role !== 'web';
    const boss = new PgBoss({
      connectionString: app.databaseUrl,
      schema: 'pgboss',
      max: 4,
      supervise: works,
      schedule: works,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
    });
    let closing = false;
    boss.on('error', (error) => {
      // pg-boss's pool ends its connections without waiting for them to close, so one may still be open when the
      // server stops PostgreSQL after it: that goodbye from the database is part of a clean stop, not a failure.
      if (closing && isAdminShutdown(error))
        app.log.debug({ err: error }, 'Background job queue closed its connection');
      else app.log.error({ err: error }, 'Background job queue error');
    });
    await boss.start();
    const jobs: Jobs = { boss, mail: { ...DEFAULT_MAIL, ...options.mail }, mailWorkerIds: [] };
    app.decorate('jobs', jobs);
    const deps: ContextDeps = {
      database: app.database,
      config: app.config,
      mailers: app.mailers,
      loginLimiter: app.loginLimiter,
      jobs,
      outbox: app.outbox,
    };
    await createQueues(boss);
    const release = works ? await registerWorkers(boss, deps, jobs, app.log) : null;
    app.addHook('onClose', async () => {
      closing = true;
      await boss.stop({ graceful: true, timeout: 10_000 });
      await release?.();
    });
  },
  { name: 'jobs', dependencies: ['db', 'mailer'] },
);

/** This process's workers for every queue; the answer lets go of what they held when the server stops. */
async function registerWorkers(
  boss: PgBoss,
  deps: ContextDeps,
  jobs: Jobs,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  await registerSendMailJobs(boss, deps, jobs, log);
  await registerPurgeExpiredAuthJob(boss, deps, log);
  await registerBackupJob(boss, deps, log);
  await registerReminderJobs(boss, deps, log);
  const geocoding = await registerGeocodeJobs(boss, deps, log);
  return geocoding.release;
}

// PostgreSQL's SQLSTATE for "terminating connection due to administrator command".
const ADMIN_SHUTDOWN = '57P01';

function isAdminShutdown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === ADMIN_SHUTDOWN;
}
