import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { ContextDeps, Jobs } from '../lib/context.js';
import { MAIL_SWEEP_QUEUE, SEND_MAIL_QUEUE, type SendMailJob } from '../modules/notify/mail-queue.js';
import { requeueOrphans } from '../modules/notify/requeue-orphans.js';
import { sendQueuedMessage } from '../modules/notify/send-queued.js';

/**
 * How many e-mails one server sends at once. Each holds a database connection (its ledger row's lock) while the mail
 * server answers, so a slow mail server costs connections, not requests; a small club's server needs no more.
 */
const SENDERS = 3;

/**
 * Decision 044: the outbox's e-mails, one pg-boss job each. A failed send is retried with a doubling delay; the last
 * try marks it failed for the admins' list. The sweep gives a job to queued e-mails that lost theirs, at start and
 * every ten minutes.
 */
export async function registerSendMailJobs(boss: PgBoss, deps: ContextDeps, jobs: Jobs, log: FastifyBaseLogger) {
  await boss.createQueue(SEND_MAIL_QUEUE);
  await boss.createQueue(MAIL_SWEEP_QUEUE);
  await boss.schedule(MAIL_SWEEP_QUEUE, '*/10 * * * *');
  const ctx = { db: deps.db, mailer: deps.mailer, log };
  for (let sender = 0; sender < SENDERS; sender += 1) {
    jobs.mailWorkerIds.push(
      await boss.work<SendMailJob>(
        SEND_MAIL_QUEUE,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job) return;
          await sendQueuedMessage(ctx, job.data.message_id, job.retryCount >= job.retryLimit);
        },
      ),
    );
  }
  await boss.work(MAIL_SWEEP_QUEUE, async () => {
    const requeued = await requeueOrphans(deps.db, jobs);
    if (requeued > 0) log.warn({ requeued }, 'Queued e-mails without a job to send them were given one');
  });
  await boss.send(MAIL_SWEEP_QUEUE, {});
}
