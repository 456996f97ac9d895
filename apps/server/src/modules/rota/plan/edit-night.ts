import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Assignment, type AssignmentPatch, SCHEDULE_MESSAGES } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, members } from '../../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { diffFields } from '../../audit/audit-diff.js';
import { memberNames, recordAudit } from '../../audit/audit.service.js';
import { clubToday } from '../../settings/club-today.js';
import { mailConfirmationChanges } from '../answers/ask-squareheads.js';
import { syncConfirmations } from '../night/confirmations.js';
import { findLiveNight } from '../night/live-nights.js';
import { nightView } from '../night/night-view.js';
import { newlyFilled, type NightRow, slotsAfter, slotValues } from '../night/slots.js';
import { clearFilledVacancies } from '../night/vacancies.js';

type Ctx = Pick<ServiceContext, 'db' | 'caller'>;
/** Changes that may e-mail the squareheads of a published night. */
type MailingCtx = Pick<ServiceContext, 'db' | 'caller' | 'config' | 'log' | 'mailer'>;
/** Issue 19: the details of a night the editor changes besides its squareheads and notes. */
const NIGHT_DETAIL_FIELDS = ['start_time', 'end_time', 'caller', 'cuer', 'program', 'theme'] as const;

/** The night as the edit leaves it: API.md's PUT keeps what the patch leaves out and clears what it sets to null. */
function nightAfter(current: NightRow, patch: AssignmentPatch): Required<AssignmentPatch> {
  const kept = (['notes', ...NIGHT_DETAIL_FIELDS] as const).map((field) => [
    field,
    patch[field] === undefined ? current[field] : patch[field],
  ]);
  return {
    club_night_type: patch.club_night_type ?? current.club_night_type,
    ...slotsAfter(current, patch),
    ...Object.fromEntries(kept),
  } as Required<AssignmentPatch>;
}

/** Squarehead slots as members' names, so the audit log reads "Ann Lee → Bo Ray" and survives a member's deletion. */
async function withSquareheadNames(db: DbExecutor, night: Required<AssignmentPatch> | NightRow) {
  const slots = slotValues(night);
  const names = await memberNames(db, Object.values(slots));
  const named: Record<string, unknown> = { ...night };
  for (const [field, memberId] of Object.entries(slots))
    if (memberId !== null) named[field] = names.get(memberId) ?? `#${memberId}`;
  return named;
}

/** Newly chosen squareheads must be assignable; someone already on the night keeps their slot whatever their status. */
async function assertAssignable(db: DbExecutor, current: NightRow, next: Required<AssignmentPatch>) {
  const placed = newlyFilled(current, next);
  if (placed.length === 0) return;
  const found = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        inArray(
          members.id,
          placed.map((slot) => slot.member_id),
        ),
        eq(members.status, 'assignable'),
      ),
    );
  const allowed = new Set(found.map((row) => row.id));
  const refused = placed.find((slot) => !allowed.has(slot.member_id));
  if (refused) {
    throw new AppError('VALIDATION', SCHEDULE_MESSAGES.squareheadNotAssignable, {
      fieldErrors: { [refused.field]: SCHEDULE_MESSAGES.squareheadNotAssignable },
    });
  }
}

/**
 * SPEC §5 assignment edit on the next or current schedule. The same person twice is allowed (the editor warns), as
 * SPEC §5 says saving is still allowed.
 */
export async function updateAssignment(ctx: MailingCtx, id: number, patch: AssignmentPatch): Promise<Assignment> {
  const current = await findLiveNight(ctx.db, id);
  const today = await clubToday(ctx.db);
  const next = nightAfter(current, patch);
  await assertAssignable(ctx.db, current, next);
  const changes = await ctx.db.transaction(async (tx) => {
    await tx
      .update(assignments)
      .set({ ...next, updated_at: sql`now()` })
      .where(eq(assignments.id, id));
    // Issue 17: putting someone in the place of a member who cannot serve fills the night.
    await clearFilledVacancies(tx);
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'assignment.update',
      entity: 'assignment',
      entityId: id,
      details: {
        dance_date: current.dance_date,
        changes: diffFields(await withSquareheadNames(tx, current), await withSquareheadNames(tx, next)),
      },
    });
    // Issue 19 part 3: on a published night only the members the edit adds or removes hear of it.
    return syncConfirmations(tx, [id], today);
  });
  mailConfirmationChanges(ctx, changes);
  return nightView(ctx.db, id);
}

export async function deleteAssignment(
  ctx: Ctx,
  id: number,
): Promise<{ deleted_assignment_id: number; dance_date: string }> {
  const current = await findLiveNight(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(assignments).where(eq(assignments.id, id));
    await clearFilledVacancies(tx);
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'assignment.delete',
      entity: 'assignment',
      entityId: id,
      details: { dance_date: current.dance_date },
    });
  });
  return { deleted_assignment_id: id, dance_date: current.dance_date };
}
