import { eq, sql } from 'drizzle-orm';
import { SCHEDULE_MESSAGES } from '@club/shared';
import { assignments, members } from '../../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { clubToday } from '../../settings/club-today.js';
import { mailConfirmationChanges } from '../answers/ask-squareheads.js';
import { syncConfirmations } from '../night/confirmations.js';
import { allNightRows, countDuties } from '../night/duty-history.js';
import { findSchedule } from '../night/night-view.js';
import { slotValues } from '../night/slots.js';
import { mapUnavailableNights } from '../night/unavailability.js';
import { type FillProposal, proposeAutoFill } from './auto-fill.js';

type MailingCtx = Pick<ServiceContext, 'db' | 'caller' | 'config' | 'log' | 'mailer'>;

/**
 * Issue 4 auto-fill of the next schedule's empty slots. With apply=false it only proposes; with apply=true it saves
 * the same proposal in one transaction. History counts duty on the current and archived schedules and on the
 * next schedule's filled slots. Issue 9: nobody is placed on a night they cannot serve (issue 19: single nights,
 * ranges, repeating rules and a partner's, all from the one resolver).
 */
export async function autoFillNextSchedule(
  ctx: MailingCtx,
  apply: boolean,
): Promise<{ proposals: FillProposal[]; applied: boolean }> {
  const today = await clubToday(ctx.db);
  const { result, changes } = await ctx.db.transaction(async (tx) => {
    const next = await findSchedule(tx, 'next');
    if (!next) throw new AppError('CONFLICT', SCHEDULE_MESSAGES.noNextSchedule);
    const candidates = await tx
      .select({ id: members.id, first: members.first_name, last: members.last_name, partner_id: members.partner_id })
      .from(members)
      .where(eq(members.status, 'assignable'));
    const all = await allNightRows(tx);
    // Issue 19: nobody is put on a cancelled night.
    const nights = all
      .filter((row) => row.schedule_id === next.id && row.cancelled_at === null)
      .map((row) => ({
        assignment_id: row.id,
        dance_date: row.dance_date,
        club_night_type: row.club_night_type,
        slots: slotValues(row),
      }));
    const proposals = proposeAutoFill(
      nights,
      candidates.map((candidate) => ({
        id: candidate.id,
        name: `${candidate.first} ${candidate.last}`,
        partner_id: candidate.partner_id,
      })),
      countDuties(all),
      await mapUnavailableNights(
        tx,
        nights.map((night) => night.dance_date),
      ),
    );
    if (!apply) return { result: { proposals, applied: false }, changes: null };
    // One update per night. coalesce keeps a slot someone filled meanwhile: auto-fill never overwrites.
    const byNight = new Map<number, FillProposal[]>();
    for (const proposal of proposals)
      byNight.set(proposal.assignment_id, [...(byNight.get(proposal.assignment_id) ?? []), proposal]);
    for (const [assignmentId, slots] of byNight) {
      const values = Object.fromEntries(
        slots.map((slot) => [slot.field, sql`coalesce(${assignments[slot.field]}, ${slot.member_id})`]),
      );
      await tx
        .update(assignments)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(assignments.id, assignmentId));
    }
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'schedule.auto_fill',
      entity: 'schedule',
      entityId: next.id,
      details: { filled: proposals.length },
    });
    // Issue 19 part 3: on a published schedule, the members auto-fill added are asked to confirm.
    const filled = await syncConfirmations(tx, [...byNight.keys()], today);
    return { result: { proposals, applied: true }, changes: filled };
  });
  if (changes) mailConfirmationChanges(ctx, changes);
  return result;
}
