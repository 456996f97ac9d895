import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  EMAIL_MESSAGES,
  type FailedMailList,
  MAIL_MESSAGES,
  type MailBatch,
  type QueuedMail,
  type ReminderFailure,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { members, notifyBatches, notifyBodies, notifyMessages } from '../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { namesInWords } from '../../lib/inbox.js';
import { clubLocaleOf } from '../../lib/reader-locale.js';
import { onlyRow } from '../../lib/rows.js';
import { recordAudit } from '../audit/audit.service.js';
import { renderAgain } from './compose.js';
import { bodyRow } from './mail-body.js';
import { insertSendJobs } from './outbox.js';

/** The admins' list shows this many of the newest failures. */
const FAILED_LIST_LIMIT = 200;

/** GET /notify/batches/{id}: how many of a batch's e-mails are sent, failed, or still waiting. */
export async function getMailBatch(db: DbExecutor, id: number): Promise<MailBatch> {
  const [batch] = await db
    .select({
      id: notifyBatches.id,
      total: sql<number>`count(${notifyMessages.id})::int`,
      queued: sql<number>`count(*) filter (where ${notifyMessages.status} = 'queued')::int`,
      sent: sql<number>`count(*) filter (where ${notifyMessages.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${notifyMessages.status} = 'failed')::int`,
    })
    .from(notifyBatches)
    .leftJoin(notifyMessages, eq(notifyMessages.batch_id, notifyBatches.id))
    .where(eq(notifyBatches.id, id))
    .groupBy(notifyBatches.id);
  if (!batch) throw new AppError('NOT_FOUND', MAIL_MESSAGES.batchNotFound);
  return { ...batch, done: batch.queued === 0 };
}

/** "First Last" of every member the rows name, for lists that must read well even for deleted members' e-mails. */
async function namesById(db: DbExecutor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, first: members.first_name, last: members.last_name })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`]));
}

const failedRows = (db: DbExecutor, kind?: string) =>
  db
    .select()
    .from(notifyMessages)
    .where(and(eq(notifyMessages.status, 'failed'), kind === undefined ? undefined : eq(notifyMessages.kind, kind)))
    .orderBy(desc(notifyMessages.failed_at), desc(notifyMessages.id))
    .limit(FAILED_LIST_LIMIT);

/** Every e-mail that failed after its last try, newest first. */
export async function listFailedMail(db: DbExecutor): Promise<FailedMailList> {
  const rows = await failedRows(db);
  const names = await namesById(
    db,
    rows.flatMap((row) => row.member_ids),
  );
  return {
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      member_names: row.member_ids.flatMap((id) => names.get(id) ?? []),
      subject: row.subject,
      attempts: row.attempts,
      last_error: row.last_error ?? '',
      failed_at: (row.failed_at ?? row.created_at).toISOString(),
      can_retry: row.retry_payload !== null,
    })),
  };
}

/**
 * API.md GET /email/reminder-failures, kept for scripts: the reminders among the failed e-mails, one entry per e-mail
 * (members who share an inbox share one reminder), read from the reminder's key `reminder:{date}:{days}:{members}`.
 */
export async function listReminderFailures(db: DbExecutor): Promise<{ failures: ReminderFailure[] }> {
  const rows = await failedRows(db, 'reminder');
  const names = await namesById(
    db,
    rows.flatMap((row) => row.member_ids),
  );
  const locale = await clubLocaleOf(db);
  return {
    failures: rows.map((row) => {
      const [, danceDate = '', daysBefore = '0'] = row.event_key.split(':');
      return {
        id: row.id,
        member_name: namesInWords(
          row.member_ids.flatMap((id) => names.get(id) ?? []),
          locale,
        ),
        email: row.to_address,
        dance_date: danceDate,
        days_before: Number(daysBefore),
        attempts: row.attempts,
        last_error: row.last_error ?? '',
        failed_at: (row.failed_at ?? row.created_at).toISOString(),
      };
    }),
  };
}

/**
 * "Try again" on a failed e-mail: rendered afresh from its event (the club's current settings apply), queued again in
 * its batch (whose progress then counts it again) and sent as any queued e-mail. One that held one-time links
 * cannot be: those are never kept.
 */
export async function retryFailedMail(ctx: ServiceContext, id: number): Promise<QueuedMail> {
  if (!(await ctx.mailer.isConfigured())) throw new AppError('CONFLICT', EMAIL_MESSAGES.noMailServer);
  const queued = await ctx.transaction(async ({ db: tx }) => {
    const [message] = await tx.select().from(notifyMessages).where(eq(notifyMessages.id, id)).for('update');
    if (!message) throw new AppError('NOT_FOUND', MAIL_MESSAGES.messageNotFound);
    if (message.status !== 'failed') throw new AppError('CONFLICT', MAIL_MESSAGES.notFailed);
    if (message.retry_payload === null) throw new AppError('CONFLICT', MAIL_MESSAGES.notRetryable);
    const mail = await renderAgain({ db: tx, config: ctx.config, clubUrl: ctx.clubUrl }, message.retry_payload);
    const requeued = onlyRow(
      await tx
        .update(notifyMessages)
        .set({
          status: 'queued',
          subject: mail.subject,
          attempts: 0,
          last_error: null,
          failed_at: null,
          expires_at: null,
        })
        .where(eq(notifyMessages.id, id))
        .returning({ batch_id: notifyMessages.batch_id, member_ids: notifyMessages.member_ids }),
    );
    await tx.insert(notifyBodies).values(bodyRow(id, mail));
    if (ctx.jobs) await insertSendJobs(tx, ctx.jobs, ctx.club.id, [id]);
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'email.retry',
      entity: 'email',
      entityId: id,
      details: { kind: message.kind, to: message.to_address, subject: mail.subject },
    });
    return { emails: 1, members: requeued.member_ids.length, batch_id: requeued.batch_id, message_ids: [id] };
  });
  ctx.sendAfterCommit(queued);
  return { emails: queued.emails, members: queued.members, batch_id: queued.batch_id };
}

/** The e-mails of a batch with the members each was for, for a command that reports what it sent. */
export async function batchMessages(db: DbExecutor, batchId: number) {
  return db
    .select({
      event_key: notifyMessages.event_key,
      member_ids: notifyMessages.member_ids,
      status: notifyMessages.status,
      last_error: notifyMessages.last_error,
    })
    .from(notifyMessages)
    .where(eq(notifyMessages.batch_id, batchId));
}
