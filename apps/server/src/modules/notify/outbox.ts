import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { bossExecutorFor } from '../../db/boss-executor.js';
import { notifyBatches, notifyBodies, notifyMessages } from '../../db/schema/index.js';
import { afterAnswer } from '../../lib/after-answer.js';
import type { CommittedContext, Jobs, Outbox, OutboxContext, QueuedMessages } from '../../lib/context.js';
import type { NotifyEvent } from '../../lib/events.js';
import { mailbox } from '../../lib/inbox.js';
import { onlyRow } from '../../lib/rows.js';
import { getAllSettings } from '../settings/settings.service.js';
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

/**
 * Jobs for pg-boss to send these messages, written in the caller's transaction so they commit with the messages. A
 * message held back by its budget (issue 25) gets a job that starts when the hour allows.
 */
export async function insertSendJobs(
  db: Transaction,
  jobs: Jobs,
  clubId: number,
  messageIds: readonly number[],
  sendAfter: ReadonlyMap<number, Date> = new Map(),
): Promise<void> {
  const data = (message_id: number): SendMailJob => ({ club_id: clubId, message_id });
  await jobs.boss.insert(
    messageIds.map((id) => {
      const startAfter = sendAfter.get(id);
      return {
        name: SEND_MAIL_QUEUE,
        data: data(id),
        retryLimit: jobs.mail.retryLimit,
        retryDelay: jobs.mail.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: jobs.mail.expireInSeconds,
        ...(startAfter ? { startAfter } : {}),
      };
    }),
    { db: bossExecutorFor(db) },
  );
}

const HOUR_MS = 60 * 60 * 1000;

/** The member whose own action this is; null for administrators, the server and anonymous callers. */
const memberActing = (ctx: OutboxContext<Transaction>) => (ctx.caller?.kind === 'member' ? ctx.caller.user : null);

/**
 * Issue 25: drops an e-mail of a throttled kind (a night's vacancy notice) when its inbox got one of the same key
 * within the window, and keeps one per key and inbox of this batch.
 */
async function withinThrottle(db: Transaction, composed: Composed[]): Promise<Composed[]> {
  const throttled = composed.filter((mail) => mail.throttle !== null && mail.throttle.minutes > 0);
  if (throttled.length === 0) return composed;
  const recent = await db
    .select({ key: notifyMessages.throttle_key, inbox: notifyMessages.inbox })
    .from(notifyMessages)
    .where(
      or(
        ...throttled.map((mail) =>
          and(
            eq(notifyMessages.throttle_key, mail.throttle?.key ?? ''),
            eq(notifyMessages.inbox, mailbox(mail.to.to)),
            gt(notifyMessages.created_at, sql`now() - make_interval(mins => ${mail.throttle?.minutes ?? 0})`),
          ),
        ),
      ),
    );
  const seen = new Set(recent.map((row) => `${row.key}\n${row.inbox}`));
  return composed.filter((mail) => {
    if (mail.throttle === null || mail.throttle.minutes === 0) return true;
    const id = `${mail.throttle.key}\n${mailbox(mail.to.to)}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Issue 25: when each e-mail a member's own action sends to other people may leave, so that no hour holds more than
 * `member_mail_per_hour` of them. The member's e-mails of the last hour and those still held are the slots taken;
 * past the budget an e-mail waits an hour after the slot that makes room. E-mails to the member's own inbox are free.
 */
async function budgetSlots(
  ctx: OutboxContext<Transaction>,
  composed: Composed[],
): Promise<{ causedBy: number | null; toOthers: Set<Composed>; sendAfter: Map<Composed, Date> }> {
  const member = memberActing(ctx);
  const sendAfter = new Map<Composed, Date>();
  if (!member) return { causedBy: null, toOthers: new Set(), sendAfter };
  const own = mailbox(member.email);
  const toOthers = composed.filter(
    (mail) => mailbox(mail.to.to) !== own && !mail.to.people.some((person) => person.id === member.id),
  );
  if (toOthers.length === 0) return { causedBy: member.id, toOthers: new Set(), sendAfter };
  const { member_mail_per_hour: limit } = await getAllSettings(ctx.db, ['member_mail_per_hour']);
  const [clock] = await ctx.db.execute<{ now: string }>(sql`select now() as now`);
  const now = new Date(clock?.now ?? Date.now());
  const rows = await ctx.db
    .select({ slot: sql<string>`coalesce(${notifyMessages.send_after}, ${notifyMessages.created_at})` })
    .from(notifyMessages)
    .where(
      and(
        eq(notifyMessages.caused_by, member.id),
        sql`coalesce(${notifyMessages.send_after}, ${notifyMessages.created_at}) > ${now.toISOString()}::timestamptz - interval '1 hour'`,
      ),
    );
  const slots = rows.map((row) => new Date(row.slot).getTime()).sort((a, b) => a - b);
  for (const mail of toOthers) {
    const at =
      slots.length < limit ? now.getTime() : Math.max(now.getTime(), (slots[slots.length - limit] ?? 0) + HOUR_MS);
    slots.push(at);
    slots.sort((a, b) => a - b);
    if (at > now.getTime()) sendAfter.set(mail, new Date(at));
  }
  return { causedBy: member.id, toOthers: new Set(toOthers), sendAfter };
}

/**
 * Writes the e-mails of these events to the outbox inside the caller's transaction: one row per event and inbox
 * (an event queued before is skipped by its key), its text beside it, and a pg-boss job per e-mail when a queue runs.
 */
async function queue(ctx: OutboxContext<Transaction>, events: readonly NotifyEvent[]): Promise<QueuedMessages> {
  if (events.length === 0) return NOTHING;
  const composed = await withinThrottle(ctx.db, await composeEvents(ctx, events, new Date()));
  if (composed.length === 0) return NOTHING;
  if (!(await ctx.mailer.isConfigured())) {
    reportUnsent(ctx, composed);
    return NOTHING;
  }
  const { causedBy, toOthers, sendAfter } = await budgetSlots(ctx, composed);
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
        // Only e-mails to other people's inboxes count against the member's hour; a shared inbox is their own.
        caused_by: toOthers.has(mail) ? causedBy : null,
        send_after: sendAfter.get(mail) ?? null,
        throttle_key: mail.throttle?.key ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: notifyMessages.id,
      event_key: notifyMessages.event_key,
      inbox: notifyMessages.inbox,
      member_ids: notifyMessages.member_ids,
      send_after: notifyMessages.send_after,
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
  const held = new Map(written.flatMap((row) => (row.send_after ? [[row.id, row.send_after] as const] : [])));
  if (ctx.jobs) await insertSendJobs(ctx.db, ctx.jobs, ctx.clubId, ids, held);
  return {
    emails: ids.length,
    members: new Set(written.flatMap((row) => row.member_ids)).size,
    batch_id: batch.id,
    message_ids: ids,
    ...(held.size > 0 ? { emails_held: held.size } : {}),
  };
}

/**
 * After the commit: with a queue, this server's senders are woken (another server's find the jobs at their next
 * poll); without one (the command line, tests that leave jobs off) the same send delivers them in this process, once
 * each, and a server closing or a test emptying its tables waits for that.
 */
function committed(ctx: CommittedContext, queued: readonly QueuedMessages[]): void {
  if (ctx.jobs) {
    for (const id of ctx.jobs.mailWorkerIds) ctx.jobs.boss.notifyWorker(id);
    return;
  }
  afterAnswer(
    ctx.log,
    'Sending queued e-mails',
    sendQueuedMessages(
      { database: ctx.database, clubId: ctx.club.id, mailers: ctx.mailers, log: ctx.log },
      queued.flatMap((each) => each.message_ids),
    ),
  );
}

export function createOutbox(): Outbox {
  return { queue, committed };
}
