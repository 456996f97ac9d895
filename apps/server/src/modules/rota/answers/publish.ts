import { eq, sql } from 'drizzle-orm';
import { CONFIRM_MESSAGES, type PublishResult } from '@club/shared';
import { schedules } from '../../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { onlyRow } from '../../../lib/rows.js';
import { recordAudit } from '../../audit/audit.service.js';
import { clubToday } from '../../settings/club-today.js';
import { syncConfirmations } from '../night/confirmations.js';
import { liveNights } from '../night/live-nights.js';
import { slotHolders } from '../night/slots.js';
import { mailAsked, mailRemoved } from './ask-squareheads.js';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'log' | 'mailer' | 'caller'>;

/**
 * Issue 19 part 3: an administrator publishes the next schedule. Every squarehead not yet asked about a night is
 * asked, one e-mail per inbox with all their nights; publishing again asks only about new or changed nights. The
 * marks and the audit entry are one transaction; the e-mails go after it, counted in the answer.
 */
export async function publishNextSchedule(ctx: Ctx): Promise<PublishResult> {
  const today = await clubToday(ctx.db);
  const { changes, publishedAt } = await ctx.db.transaction(async (tx) => {
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
    const found = await syncConfirmations(
      tx,
      nights.map((night) => night.id),
      today,
    );
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'schedule.publish',
      entity: 'schedule',
      entityId: schedule.id,
      details: {
        name: schedule.name,
        first_time: schedule.published_at === null,
        members_asked: new Set(found.asked.map((item) => item.member_id)).size,
        nights_asked: found.asked.length,
      },
    });
    return { changes: found, publishedAt: published.published_at ?? new Date() };
  });
  const emails_sent = await mailAsked(ctx, changes.asked, 'publish');
  await mailRemoved(ctx, changes.removed);
  const members_asked = new Set(changes.asked.map((item) => item.member_id)).size;
  const nights_asked = new Set(changes.asked.map((item) => item.dance_date)).size;
  return {
    published_at: publishedAt.toISOString(),
    emails_sent,
    members_asked,
    nights_asked,
    message:
      members_asked > 0 && emails_sent === 0
        ? CONFIRM_MESSAGES.publishedUnsent(await ctx.mailer.isConfigured())
        : CONFIRM_MESSAGES.published(emails_sent, members_asked, nights_asked),
  };
}
