import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MAIL_MESSAGES } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import type { ClubDatabase } from '../../db/club-database.js';
import { notifyBodies, notifyMessages } from '../../db/schema/index.js';
import type { MailerSource } from '../../lib/context.js';
import { contentOf } from './mail-body.js';

/** A sender works in the club of the e-mail, in transactions of its own. */
export type SendContext = {
  database: ClubDatabase;
  clubId: number;
  mailers: MailerSource;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};
export type SendOutcome = 'sent' | 'failed' | 'skipped';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Marks a message failed for good and drops its text: a one-time link in it must not outlive its use. */
async function failForGood(db: DbExecutor, messageId: number, lastError: string, tried: boolean): Promise<void> {
  await db
    .update(notifyMessages)
    .set({
      status: 'failed',
      failed_at: sql`now()`,
      last_error: lastError,
      ...(tried ? { attempts: sql`${notifyMessages.attempts} + 1` } : {}),
    })
    .where(and(eq(notifyMessages.id, messageId), eq(notifyMessages.status, 'queued')));
  await db.delete(notifyBodies).where(eq(notifyBodies.message_id, messageId));
}

/**
 * Sends one queued e-mail exactly once (decision 044). Its ledger row is locked while the mail server takes the
 * message and marked sent in the same transaction: a second sender (a retry, another server) waits on the lock and
 * then finds it sent; a sender that dies mid-send rolls back and leaves it queued for the next. Only a crash between
 * the mail server's acceptance and the commit can send it twice.
 *
 * A failed try is counted and rethrown so the queue tries again later; on the last try (`isLastTry`) the message is
 * marked failed instead, for the administrators' list.
 */
export async function sendQueuedMessage(ctx: SendContext, messageId: number, isLastTry: boolean): Promise<SendOutcome> {
  try {
    return await ctx.database.inClub(ctx.clubId, async (tx) => {
      const [message] = await tx.select().from(notifyMessages).where(eq(notifyMessages.id, messageId)).for('update');
      if (message?.status !== 'queued') return 'skipped';
      // Held back by its cause's hourly budget (issue 25): its own job, or the next sender after then, sends it.
      if (message.send_after !== null && message.send_after.getTime() > Date.now()) return 'skipped';
      if (message.expires_at !== null && message.expires_at.getTime() <= Date.now()) {
        await failForGood(tx, messageId, MAIL_MESSAGES.expired, false);
        return 'failed';
      }
      const [body] = await tx.select().from(notifyBodies).where(eq(notifyBodies.message_id, messageId));
      if (!body) {
        await failForGood(tx, messageId, MAIL_MESSAGES.contentLost, false);
        return 'failed';
      }
      await ctx.mailers.within(tx).send({ to: message.to_address, subject: message.subject, ...contentOf(body) });
      await tx
        .update(notifyMessages)
        .set({ status: 'sent', sent_at: sql`now()`, attempts: sql`${notifyMessages.attempts} + 1`, last_error: null })
        .where(eq(notifyMessages.id, messageId));
      await tx.delete(notifyBodies).where(eq(notifyBodies.message_id, messageId));
      return 'sent';
    });
  } catch (error) {
    // The transaction rolled back: the message is still queued with its text.
    const lastError = errorText(error);
    if (isLastTry) {
      await ctx.database.inClub(ctx.clubId, (tx) => failForGood(tx, messageId, lastError, true));
      ctx.log.error({ err: error, message_id: messageId }, 'An e-mail could not be sent and is listed for the admins');
      return 'failed';
    }
    await ctx.database.inClub(ctx.clubId, (tx) =>
      tx
        .update(notifyMessages)
        .set({ attempts: sql`${notifyMessages.attempts} + 1`, last_error: lastError })
        .where(and(eq(notifyMessages.id, messageId), eq(notifyMessages.status, 'queued'))),
    );
    throw error;
  }
}

/**
 * The queued messages of a unit of work sent in this process, one after the other, where no queue runs (the command
 * line, tests that leave jobs off). There is no queue to wait and try again, so each gets one try.
 */
export async function sendQueuedMessages(ctx: SendContext, messageIds: readonly number[]): Promise<void> {
  for (const id of messageIds) await sendQueuedMessage(ctx, id, true);
}
