import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { bossExecutorFor } from '../../db/boss-executor.js';
import { notifyBatches, notifyBodies, notifyMessages } from '../../db/schema/index.js';
import { afterAnswer } from '../../lib/after-answer.js';
import type { Jobs, Outbox, OutboxContext, QueuedMessages } from '../../lib/context.js';
import type { NotifyEvent } from '../../lib/events.js';
import { mailbox } from '../../lib/inbox.js';
import { onlyRow } from '../../lib/rows.js';
import { type Composed, composeEvents } from './compose.js';
import { bodyRow } from './mail-body.js';
import { SEND_MAIL_QUEUE, type SendMailJob } from './mail-queue.js';
import { sendQueuedMessages } from './send-queued.js';

const NOTHING: QueuedMessages = { emails: 0, members: 0, batch_id: null, message_ids: [] };

/** Without a mail server nothing is queued that could never leave: development logs it, production says it cannot. */
function reportUnsent(ctx: OutboxContext<Transaction>, composed: Composed[]): void {
  if (ctx.config.isProduction) {
    ctx.log.error(
      `${composed.length} e-mail(s) (${[...new Set(composed.map((mail) => mail.kind))].join(', ')}) were not sent: ` +
        'no mail server is configured (set SMTP_URL or the SMTP settings)',
    );
  } else for (const mail of composed) mail.logUnsent(ctx.log);
}

/** Jobs for pg-boss to send these messages, written in the caller's transaction so they commit with the messages. */
export async function insertSendJobs(db: Transaction, jobs: Jobs, messageIds: readonly number[]): Promise<void> {
  const data = (message_id: number): SendMailJob => ({ message_id });
  await jobs.boss.insert(
    messageIds.map((id) => ({
      name: SEND_MAIL_QUEUE,
      data: data(id),
      retryLimit: jobs.mail.retryLimit,
      retryDelay: jobs.mail.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: jobs.mail.expireInSeconds,
    })),
    { db: bossExecutorFor(db) },
  );
}

/**
 * Writes the e-mails of these events to the outbox inside the caller's transaction: one row per event and inbox
 * (an event queued before is skipped by its key), its text beside it, and a pg-boss job per e-mail when a queue runs.
 */
async function queue(ctx: OutboxContext<Transaction>, events: readonly NotifyEvent[]): Promise<QueuedMessages> {
  if (events.length === 0) return NOTHING;
  const composed = await composeEvents(ctx, events, new Date());
  if (composed.length === 0) return NOTHING;
  if (!(await ctx.mailer.isConfigured())) {
    reportUnsent(ctx, composed);
    return NOTHING;
  }
  const batch = onlyRow(await ctx.db.insert(notifyBatches).values({}).returning({ id: notifyBatches.id }));
  const written = await ctx.db
    .insert(notifyMessages)
    .values(
      composed.map((mail) => ({
        batch_id: batch.id,
        kind: mail.kind,
        event_key: mail.event_key,
        inbox: mailbox(mail.to.to),
        to_address: mail.to.to,
        member_ids: mail.to.people.map((person) => person.id),
        subject: mail.mail.subject,
        retry_payload: mail.retry_payload,
        expires_at: mail.expires_at,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: notifyMessages.id,
      event_key: notifyMessages.event_key,
      inbox: notifyMessages.inbox,
      member_ids: notifyMessages.member_ids,
    });
  if (written.length === 0) {
    await ctx.db.delete(notifyBatches).where(inArray(notifyBatches.id, [batch.id]));
    return NOTHING;
  }
  const keyOf = (eventKey: string, inbox: string) => `${eventKey}\n${inbox}`;
  const byKey = new Map(composed.map((mail) => [keyOf(mail.event_key, mailbox(mail.to.to)), mail]));
  await ctx.db.insert(notifyBodies).values(
    written.flatMap((row) => {
      const mail = byKey.get(keyOf(row.event_key, row.inbox));
      return mail ? [bodyRow(row.id, mail.mail)] : [];
    }),
  );
  const ids = written.map((row) => row.id);
  if (ctx.jobs) await insertSendJobs(ctx.db, ctx.jobs, ids);
  return {
    emails: ids.length,
    members: new Set(written.flatMap((row) => row.member_ids)).size,
    batch_id: batch.id,
    message_ids: ids,
  };
}

/**
 * After the commit: with a queue, this server's senders are woken (another server's find the jobs at their next
 * poll); without one (the command line, tests that leave jobs off) the same send delivers them in this process, once
 * each, and a server closing or a test emptying its tables waits for that.
 */
function committed(ctx: OutboxContext, queued: readonly QueuedMessages[]): void {
  if (ctx.jobs) {
    for (const id of ctx.jobs.mailWorkerIds) ctx.jobs.boss.notifyWorker(id);
    return;
  }
  afterAnswer(
    ctx.log,
    'Sending queued e-mails',
    sendQueuedMessages(
      ctx,
      queued.flatMap((each) => each.message_ids),
    ),
  );
}

export function createOutbox(): Outbox {
  return { queue, committed };
}
