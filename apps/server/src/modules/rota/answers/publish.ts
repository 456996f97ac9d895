import { eq, sql } from 'drizzle-orm';
import { CONFIRM_MESSAGES, type PublishResult } from '@club/shared';
import { schedules } from '../../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { onlyRow } from '../../../lib/rows.js';
import { recordAudit } from '../../audit/audit.service.js';
import { clubToday } from '../../settings/club-today.js';
import { confirmationEvents, syncConfirmations } from '../night/confirmations.js';
import { liveNights } from '../night/live-nights.js';
import { slotHolders } from '../night/slots.js';

/**
 * Issue 19 part 3: an administrator publishes the next schedule. Every squarehead not yet asked about a night is
 * asked, one e-mail per inbox with all their nights; publishing again asks only about new or changed nights. The
 * marks, the queued e-mails and the audit entry are one transaction; the e-mails leave after it (decision 044), and
 * the answer says how many are on the way.
 */
export async function publishNextSchedule(ctx: ServiceContext): Promise<PublishResult> {
  const today = await clubToday(ctx.db);
  const done = await ctx.transaction(async ({ db: tx, afterCommit }) => {
    const [schedule] = await tx.select().from(schedules).where(eq(schedules.type, 'next')).for('update');
    if (!schedule) throw new AppError('CONFLICT', CONFIRM_MESSAGES.noNextSchedule);
    const nights = await liveNights(tx, { scheduleId: schedule.id });
    if (!nights.some((night) => slotHolders(night).length > 0))
      throw new AppError('VALIDATION', CONFIRM_MESSAGES.nobodyAssigned);
    const published = onlyRow(
      await tx
        .update(schedules)
        .set({ published_at: sql`now()`, published_by: actorId(ctx.caller) })
        .where(eq(schedules.id, schedule.id))
        .returning({ published_at: schedules.published_at }),
    );
    const changes = await syncConfirmations(
      tx,
      nights.map((night) => night.id),
      today,
    );
    const queued = await afterCommit(confirmationEvents(changes, 'publish'));
    const members_asked = new Set(changes.asked.map((item) => item.member_id)).size;
    const nights_asked = new Set(changes.asked.map((item) => item.dance_date)).size;
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'schedule.publish',
      entity: 'schedule',
      entityId: schedule.id,
      details: {
        name: schedule.name,
        first_time: schedule.published_at === null,
        members_asked,
        nights_asked: changes.asked.length,
        emails: queued.emails,
      },
    });
    return {
      published_at: (published.published_at ?? new Date()).toISOString(),
      members_asked,
      nights_asked,
      ...queued,
    };
  });
  const unsent = done.members_asked > 0 && done.emails === 0;
  return {
    ...done,
    message: unsent
      ? CONFIRM_MESSAGES.publishedUnsent(await ctx.mailer.isConfigured())
      : CONFIRM_MESSAGES.published(done.emails, done.members, done.nights_asked),
  };
}
