import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type Assignment,
  type ClearScheduleResult,
  type ScheduleType,
  type ScheduleView,
  SCHEDULE_MESSAGES,
  SQUAREHEAD_FIELDS,
  type addDatesSchema,
  type AssignmentPatch,
  type scheduleCreateSchema,
} from '@club/shared';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.js';
import { assignments, members, schedules } from '../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../lib/pg-errors.js';
import { diffFields } from '../audit/audit-diff.js';
import { memberNames, recordAudit } from '../audit/audit.service.js';
import { clearFilledVacancies } from '../duties/vacancies.js';
import { mapUnavailableNights } from '../duties/unavailability.js';
import { getAllSettings } from '../settings/settings.service.js';
import { type FillNight, type FillProposal, proposeAutoFill } from './auto-fill.js';
import { countDuties } from './duty-history.js';
import { daysBetween, generateDanceNights, MAX_SCHEDULE_DAYS } from './dance-dates.js';
import { findSchedule, getScheduleView, selectAssignments } from './schedule-query.js';
import { onlyRow } from '../../lib/rows.js';
import { clubToday } from '../settings/club-today.js';
import { mailConfirmationChanges, syncConfirmations } from './night-confirm.js';

type Ctx = Pick<ServiceContext, 'db' | 'caller'>;
/** Changes that may e-mail the squareheads of a published night. */
type MailingCtx = Pick<ServiceContext, 'db' | 'caller' | 'config' | 'log' | 'mailer'>;
/** Issue 19: the details of a night the editor changes besides its squareheads and notes. */
const NIGHT_DETAIL_FIELDS = ['start_time', 'end_time', 'caller', 'cuer', 'program', 'theme'] as const;
type Period = { start_date: string; end_date: string };

async function danceNightsFor(db: DbExecutor, period: Period) {
  if (daysBetween(period.start_date, period.end_date) > MAX_SCHEDULE_DAYS) {
    throw new AppError('VALIDATION', 'A schedule can cover at most two years.', {
      fieldErrors: { end_date: 'A schedule can cover at most two years.' },
    });
  }
  const settings = await getAllSettings(db, [
    'club_day_of_week',
    'club_night_start',
    'club_night_end',
    'default_caller',
    'default_program',
  ]);
  const nights = generateDanceNights(period.start_date, period.end_date, settings.club_day_of_week);
  if (nights.length === 0) {
    const message = `No ${settings.club_day_of_week} falls between ${period.start_date} and ${period.end_date}.`;
    throw new AppError('VALIDATION', message, { fieldErrors: { end_date: message } });
  }
  // Issue 19: a new night starts with the club's times, caller and program; the editor changes them per night.
  const details = {
    start_time: settings.club_night_start || null,
    end_time: (settings.club_night_start && settings.club_night_end) || null,
    caller: settings.default_caller || null,
    program: settings.default_program || null,
  };
  return nights.map((night) => ({ ...night, ...details }));
}

/** Issue 14: two creations at once both find no next schedule to replace; the unique index lets only one insert. */
function isConcurrentCreation(error: unknown): boolean {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'schedules_one_live_per_type';
}

/** SPEC §4: creating a next schedule replaces any existing one, in one transaction. */
export async function createNextSchedule(
  ctx: Ctx,
  input: z.output<typeof scheduleCreateSchema>,
): Promise<ScheduleView> {
  const nights = await danceNightsFor(ctx.db, input);
  await ctx.db
    .transaction(async (tx) => {
      await tx.delete(schedules).where(eq(schedules.type, 'next'));
      const schedule = onlyRow(
        await tx
          .insert(schedules)
          .values({ name: input.name, type: 'next', start_date: input.start_date, end_date: input.end_date })
          .returning({ id: schedules.id }),
      );
      await tx.insert(assignments).values(nights.map((night) => ({ schedule_id: schedule.id, ...night })));
      await clearFilledVacancies(tx);
      await recordAudit(tx, {
        actorId: actorId(ctx.caller),
        action: 'schedule.create',
        entity: 'schedule',
        entityId: schedule.id,
        details: { name: input.name, start_date: input.start_date, end_date: input.end_date, nights: nights.length },
      });
    })
    .catch((error: unknown) => {
      throw isConcurrentCreation(error) ? new AppError('CONFLICT', SCHEDULE_MESSAGES.createdMeanwhile) : error;
    });
  return getScheduleView(ctx.db, 'next');
}

/** Adds only dates not yet present (never fails on overlap) and widens the schedule's period to cover them. */
export async function addDatesToNextSchedule(
  ctx: Ctx,
  input: z.output<typeof addDatesSchema>,
): Promise<ScheduleView & { added_count: number }> {
  const nights = await danceNightsFor(ctx.db, input);
  const added = await ctx.db.transaction(async (tx) => {
    const next = await findSchedule(tx, 'next');
    if (!next) throw new AppError('CONFLICT', SCHEDULE_MESSAGES.noNextSchedule);
    const inserted = await tx
      .insert(assignments)
      .values(nights.map((night) => ({ schedule_id: next.id, ...night })))
      .onConflictDoNothing({ target: [assignments.schedule_id, assignments.dance_date] })
      .returning({ id: assignments.id });
    await tx
      .update(schedules)
      .set({
        start_date: sql`least(${schedules.start_date}, ${input.start_date}::date)`,
        end_date: sql`greatest(${schedules.end_date}, ${input.end_date}::date)`,
      })
      .where(eq(schedules.id, next.id));
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'schedule.add_dates',
      entity: 'schedule',
      entityId: next.id,
      details: {
        name: next.name,
        start_date: input.start_date,
        end_date: input.end_date,
        added_count: inserted.length,
      },
    });
    return inserted.length;
  });
  return { ...(await getScheduleView(ctx.db, 'next')), added_count: added };
}

async function findLiveAssignment(db: DbExecutor, id: number) {
  const [row] = await db
    .select({ assignment: assignments, type: schedules.type })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(eq(assignments.id, id), ne(schedules.type, 'archived')));
  if (!row) throw new AppError('NOT_FOUND', SCHEDULE_MESSAGES.assignmentNotFound);
  return row.assignment;
}

/** Squarehead slots as members' names, so the audit log reads "Ann Lee → Bo Ray" and survives a member's deletion. */
async function squareheadsByName<T extends Partial<Record<(typeof SQUAREHEAD_FIELDS)[number], number | null>>>(
  db: DbExecutor,
  night: T,
) {
  const names = await memberNames(
    db,
    SQUAREHEAD_FIELDS.map((field) => night[field]),
  );
  const named: Record<string, unknown> = { ...night };
  for (const field of SQUAREHEAD_FIELDS) {
    const memberId = night[field];
    if (typeof memberId === 'number') named[field] = names.get(memberId) ?? `#${memberId}`;
  }
  return named;
}

/**
 * SPEC §5 assignment edit on the next or current schedule. Newly chosen squareheads must be assignable members;
 * someone already in a slot keeps it even if their status changed since. The same person twice is allowed (the
 * editor warns), as SPEC §5 says saving is still allowed.
 */
export async function updateAssignment(ctx: MailingCtx, id: number, patch: AssignmentPatch): Promise<Assignment> {
  const current = await findLiveAssignment(ctx.db, id);
  const today = await clubToday(ctx.db);
  // API.md: REST clients send only what they change; the rules below apply to the night as it will be.
  const input = {
    club_night_type: patch.club_night_type ?? current.club_night_type,
    ...Object.fromEntries(
      SQUAREHEAD_FIELDS.map((field) => [field, patch[field] === undefined ? current[field] : patch[field]]),
    ),
    notes: patch.notes === undefined ? current.notes : patch.notes,
    ...Object.fromEntries(
      NIGHT_DETAIL_FIELDS.map((field) => [field, patch[field] === undefined ? current[field] : patch[field]]),
    ),
  } as Required<AssignmentPatch>;
  const newIds = SQUAREHEAD_FIELDS.map((field) => input[field]).filter(
    (memberId): memberId is number =>
      memberId !== null && !SQUAREHEAD_FIELDS.some((field) => current[field] === memberId),
  );
  if (newIds.length > 0) {
    const found = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(and(inArray(members.id, newIds), eq(members.status, 'assignable')));
    const allowed = new Set(found.map((row) => row.id));
    const badField = SQUAREHEAD_FIELDS.find(
      (field) => input[field] !== null && newIds.includes(input[field]) && !allowed.has(input[field]),
    );
    if (badField) {
      throw new AppError('VALIDATION', SCHEDULE_MESSAGES.squareheadNotAssignable, {
        fieldErrors: { [badField]: SCHEDULE_MESSAGES.squareheadNotAssignable },
      });
    }
  }
  const changes = await ctx.db.transaction(async (tx) => {
    await tx
      .update(assignments)
      .set({ ...input, updated_at: sql`now()` })
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
        changes: diffFields(await squareheadsByName(tx, current), await squareheadsByName(tx, input)),
      },
    });
    // Issue 19 part 3: on a published night only the members the edit adds or removes hear of it.
    return syncConfirmations(tx, [id], today);
  });
  mailConfirmationChanges(ctx, changes);
  const [updated] = await selectAssignments(ctx.db, eq(assignments.id, id));
  // Deleted with its schedule between the write and this read.
  if (!updated) throw new AppError('NOT_FOUND', SCHEDULE_MESSAGES.assignmentNotFound);
  return updated;
}

export async function deleteAssignment(
  ctx: Ctx,
  id: number,
): Promise<{ deleted_assignment_id: number; dance_date: string }> {
  const current = await findLiveAssignment(ctx.db, id);
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

/** SPEC §4: the next schedule becomes current; the old current is kept as history and no longer shown. */
export async function promoteNextSchedule(ctx: Ctx): Promise<ScheduleView> {
  await ctx.db.transaction(async (tx) => {
    const next = await findSchedule(tx, 'next');
    if (!next) throw new AppError('CONFLICT', SCHEDULE_MESSAGES.nothingToPromote);
    await tx.update(schedules).set({ type: 'archived' }).where(eq(schedules.type, 'current'));
    await tx.update(schedules).set({ type: 'current' }).where(eq(schedules.id, next.id));
    await clearFilledVacancies(tx);
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'schedule.promote',
      entity: 'schedule',
      entityId: next.id,
      details: { name: next.name },
    });
  });
  return getScheduleView(ctx.db, 'current');
}

/** SPEC §3 clear-schedule result: what was deleted, or that there was nothing to delete. */
export async function clearSchedule(ctx: Ctx, type: ScheduleType): Promise<ClearScheduleResult> {
  return ctx.db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, type);
    if (!schedule) return { schedule_deleted: false, schedule_name: null, assignments_deleted: 0 };
    const removed = await tx
      .delete(assignments)
      .where(eq(assignments.schedule_id, schedule.id))
      .returning({ id: assignments.id });
    await tx.delete(schedules).where(eq(schedules.id, schedule.id));
    await clearFilledVacancies(tx);
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: `schedule.clear_${type}`,
      entity: 'schedule',
      entityId: schedule.id,
      details: { name: schedule.name, assignments_deleted: removed.length },
    });
    return { schedule_deleted: true, schedule_name: schedule.name, assignments_deleted: removed.length };
  });
}

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
    const all = await tx.select().from(assignments);
    const history = countDuties(all);
    // Issue 19: nobody is put on a cancelled night.
    const nights = all
      .filter((row) => row.schedule_id === next.id && row.cancelled_at === null)
      .map((row) => ({
        assignment_id: row.id,
        dance_date: row.dance_date,
        club_night_type: row.club_night_type,
        slots: Object.fromEntries(SQUAREHEAD_FIELDS.map((field) => [field, row[field]])) as FillNight['slots'],
      }));
    const proposals = proposeAutoFill(
      nights,
      candidates.map((candidate) => ({
        id: candidate.id,
        name: `${candidate.first} ${candidate.last}`,
        partner_id: candidate.partner_id,
      })),
      history,
      await mapUnavailableNights(
        tx,
        nights.map((night) => night.dance_date),
      ),
    );
    if (apply) {
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
    }
    // Issue 19 part 3: on a published schedule, the members auto-fill added are asked to confirm.
    const filled = apply
      ? await syncConfirmations(tx, [...new Set(proposals.map((p) => p.assignment_id))], today)
      : null;
    return { result: { proposals, applied: apply }, changes: filled };
  });
  if (changes) mailConfirmationChanges(ctx, changes);
  return result;
}
