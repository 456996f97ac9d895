import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { forEachClub } from '../lib/club-jobs.js';
import type { ContextDeps, Jobs } from '../lib/context.js';
import {
  deploymentMailerFor,
  SEND_DEPLOYMENT_MAIL_QUEUE,
  type SendDeploymentMailJob,
  sendDeploymentMessage,
} from '../modules/notify/deployment-mail.js';
import { MAIL_SWEEP_QUEUE, SEND_MAIL_QUEUE, type SendMailJob } from '../modules/notify/mail-queue.js';
import { requeueOrphans } from '../modules/notify/requeue-orphans.js';
import { sendQueuedMessage } from '../modules/notify/send-queued.js';
import { workOn } from './work-on.js';

/**
 * How many e-mails one server sends at once. Each holds a database connection (its ledger row's lock) while the mail
 * server answers, so a slow mail server costs connections, not requests; a small club's server needs no more.
 */
const SENDERS = 3;

/**
 * Decision 044: the outbox's e-mails, one pg-boss job each, in the club the job names. A failed send is retried with a
 * doubling delay; the last try marks it failed for the admins' list. The sweep gives a job to queued e-mails that lost
 * theirs, in every club, at start and every ten minutes.
 */
export async function registerSendMailJobs(boss: PgBoss, deps: ContextDeps, jobs: Jobs, log: FastifyBaseLogger) {
  for (let sender = 0; sender < SENDERS; sender += 1) {
    jobs.mailWorkerIds.push(
      await workOn<SendMailJob>(boss, SEND_MAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        if (!job) return;
        const ctx = { database: deps.database, clubId: job.data.club_id, mailers: deps.mailers, log };
        await sendQueuedMessage(ctx, job.data.message_id, job.retryCount >= job.retryLimit);
      }),
    );
  }
  // The deployment's own e-mails (operators' links) are few: one sender, through SMTP_URL.
  jobs.mailWorkerIds.push(
    await workOn<SendDeploymentMailJob>(
      boss,
      SEND_DEPLOYMENT_MAIL_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (!job) return;
        const ctx = { database: deps.database, mailer: deploymentMailerFor(deps.config), log };
        await sendDeploymentMessage(ctx, job.data.message_id, job.retryCount >= job.retryLimit);
      },
    ),
  );
  await boss.work(MAIL_SWEEP_QUEUE, () =>
    forEachClub(deps, log, 'The mail sweep', async (scope) => {
      const requeued = await deps.database.inClub(scope.club.id, (tx) => requeueOrphans(tx, jobs, scope.club.id));
      if (requeued > 0) scope.log.warn({ requeued }, 'Queued e-mails without a job to send them were given one');
    }),
  );
  await boss.send(MAIL_SWEEP_QUEUE, {});
}
