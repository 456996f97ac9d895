import { eq, sql } from 'drizzle-orm';
import { type Assignment, SIGNUP_MESSAGES, type SignupWithdrawInput } from '@club/shared';
import { assignments } from '../../../db/schema/index.js';
import { actingFor } from '../../../lib/acting-for.js';
import type { SignedInContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { lockNightOf } from '../night/live-nights.js';
import { nightView } from '../night/night-view.js';
import { signupSettings } from '../night/open-nights.js';
import { removeSignup } from '../night/signups.js';
import { holdsSlot, slotsHandedOver } from '../night/slots.js';
import { mayGiveBack } from '../night/timing.js';
import { clearFilledVacancies } from '../night/vacancies.js';

/**
 * Issue 19 part 2: a member gives back a night they took by signing up, while it is more than 7 days away; later the
 * administrators find the replacement. Works with self sign-up turned off too: a place taken stays the member's to
 * give back.
 */
export async function withdrawSignup(
  ctx: Pick<SignedInContext, 'db' | 'caller'>,
  id: number,
  input: SignupWithdrawInput,
): Promise<Assignment> {
  const { member, onBehalfOf } = await actingFor(ctx.db, ctx.caller, input.member_id, SIGNUP_MESSAGES.notYourself);
  const settings = await signupSettings(ctx.db);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const { night } = await lockNightOf(tx, id);
    const held = holdsSlot(night, member.id);
    if (!(await removeSignup(tx, id, member.id)) || !held)
      throw new AppError('VALIDATION', SIGNUP_MESSAGES.notSelfChosen);
    if (!mayGiveBack(night, settings, now)) throw new AppError('VALIDATION', SIGNUP_MESSAGES.tooLateToGiveBack);
    await tx
      .update(assignments)
      .set({ ...slotsHandedOver(night, member.id, null), updated_at: sql`now()` })
      .where(eq(assignments.id, id));
    await clearFilledVacancies(tx);
    await recordAudit(tx, {
      actorId: ctx.caller.user.id,
      onBehalfOf,
      action: 'duty.signup_withdrawn',
      entity: 'assignment',
      entityId: id,
      details: { dance_date: night.dance_date, member_name: `${member.first_name} ${member.last_name}` },
    });
  });
  return nightView(ctx.db, id, ctx.caller);
}
