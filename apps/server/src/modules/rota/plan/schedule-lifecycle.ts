import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  type ClearScheduleResult,
  type ScheduleCreateResult,
  type ScheduleReplaceLoss,
  SCHEDULE_REPLACE_MESSAGES,
  scheduleReplaceMessages,
  type ScheduleType,
  type ScheduleView,
  SCHEDULE_MESSAGES,
  type addDatesSchema,
  type scheduleCreateSchema,
} from '@club/shared';
import type { z } from 'zod';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, nightConfirmations, nightSignups, schedules } from '../../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../../lib/context.js';
import type { ScheduleReplacedEvent } from '../../../lib/events.js';
import { AppError } from '../../../lib/errors.js';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../../lib/pg-errors.js';
import { onlyRow } from '../../../lib/rows.js';
import { recordAudit } from '../../audit/audit.service.js';
import { clubToday } from '../../settings/club-today.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { getScheduleView } from '../night/night-view.js';
import { clearFilledVacancies } from '../night/vacancies.js';
import { daysBetween, generateDanceNights, MAX_SCHEDULE_DAYS } from './dance-dates.js';

type Ctx = Pick<ServiceContext, 'db' | 'caller'>;
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

type ScheduleRow = typeof schedules.$inferSelect;

/**
 * Issue 26: the schedule of a type, locked until the transaction ends, so a write that works on it waits for a create,
 * clear or promote of it running at the same moment and then finds what that left (or nothing), rather than writing
 * nights for a schedule deleted meanwhile (a foreign-key violation).
 */
async function lockSchedule(tx: DbExecutor, type: ScheduleType): Promise<ScheduleRow | undefined> {
  const [row] = await tx.select().from(schedules).where(eq(schedules.type, type)).for('update');
  return row;
}

/** Issue 25: what replacing this published schedule loses, and who had confirmed nights still to come on it. */
async function whatReplacingLoses(
  tx: DbExecutor,
  schedule: ScheduleRow & { published_at: Date },
): Promise<{ loss: ScheduleReplaceLoss; confirmed: ScheduleReplacedEvent['confirmed'] }> {
  const nights = tx.select({ id: assignments.id }).from(assignments).where(eq(assignments.schedule_id, schedule.id));
  const [nightCount] = await tx
    .select({ n: count() })
    .from(assignments)
    .where(eq(assignments.schedule_id, schedule.id));
  const [signupCount] = await tx
    .select({ n: count() })
    .from(nightSignups)
    .where(inArray(nightSignups.assignment_id, nights));
  const confirmations = await tx
    .select({
      member_id: nightConfirmations.member_id,
      dance_date: assignments.dance_date,
      cancelled: sql<boolean>`${assignments.cancelled_at} is not null`,
    })
    .from(nightConfirmations)
    .innerJoin(assignments, eq(assignments.id, nightConfirmations.assignment_id))
    .where(and(eq(assignments.schedule_id, schedule.id), eq(nightConfirmations.state, 'confirmed')));
  const today = await clubToday(tx);
  return {
    loss: {
      schedule_name: schedule.name,
      published_at: schedule.published_at.toISOString(),
      nights: nightCount?.n ?? 0,
      confirmations: confirmations.length,
      signups: signupCount?.n ?? 0,
    },
    // Only nights still to come and not cancelled: a past or cancelled night is no news to anyone.
    confirmed: confirmations
      .filter((row) => !row.cancelled && row.dance_date >= today)
      .map(({ member_id, dance_date }) => ({ member_id, dance_date })),
  };
}

/**
 * SPEC §4: creating a next schedule replaces any existing one, in one transaction. Issue 25: not a published one by
 * accident: then it is a 409 saying what would be lost (nights, confirmations, sign-ups) unless the body says
 * `replace: true`, and the members who had confirmed nights still to come on it are told (decision 051).
 */
export async function createNextSchedule(
  ctx: ServiceContext,
  input: z.output<typeof scheduleCreateSchema>,
): Promise<ScheduleCreateResult> {
  const nights = await danceNightsFor(ctx.db, input);
  const replaced = await ctx
    .transaction(async ({ db: tx, afterCommit }) => {
      // Locked, so a publish (which updates this row) cannot slip in between the check and the delete.
      const previous = await lockSchedule(tx, 'next');
      const published = previous?.published_at ? { ...previous, published_at: previous.published_at } : undefined;
      const losing = published ? await whatReplacingLoses(tx, published) : undefined;
      if (losing && !input.replace) {
        const { nights: lostNights, confirmations, signups } = losing.loss;
        throw new AppError('CONFLICT', SCHEDULE_REPLACE_MESSAGES.wouldReplace(lostNights, confirmations, signups), {
          data: losing.loss,
          inLocale: (locale) => scheduleReplaceMessages(locale).wouldReplace(lostNights, confirmations, signups),
        });
      }
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
        details: {
          name: input.name,
          start_date: input.start_date,
          end_date: input.end_date,
          nights: nights.length,
          ...(losing ? { replaced_published: losing.loss } : {}),
        },
      });
      if (!losing) return undefined;
      const user = 'user' in ctx.caller ? ctx.caller.user : undefined;
      const admin = user
        ? { id: user.id, name: `${user.first_name} ${user.last_name}` }
        : { id: 0, name: 'An administrator' };
      const queued = await afterCommit(
        losing.confirmed.length === 0
          ? []
          : [
              {
                kind: 'scheduleReplaced',
                schedule_name: losing.loss.schedule_name,
                admin,
                confirmed: losing.confirmed,
              },
            ],
      );
      return { ...losing.loss, ...queued };
    })
    .catch((error: unknown) => {
      throw isConcurrentCreation(error) ? new AppError('CONFLICT', SCHEDULE_MESSAGES.createdMeanwhile) : error;
    });
  const view = await getScheduleView(ctx.db, 'next');
  return replaced ? { ...view, replaced } : view;
}

/** Adds only dates not yet present (never fails on overlap) and widens the schedule's period to cover them. */
export async function addDatesToNextSchedule(
  ctx: Ctx,
  input: z.output<typeof addDatesSchema>,
): Promise<ScheduleView & { added_count: number }> {
  const nights = await danceNightsFor(ctx.db, input);
  const added = await ctx.db.transaction(async (tx) => {
    const next = await lockSchedule(tx, 'next');
    if (!next) throw new AppError('CONFLICT', SCHEDULE_MESSAGES.noNextSchedule);
    const inserted = await tx
      .insert(assignments)
      .values(nights.map((night) => ({ schedule_id: next.id, ...night })))
      .onConflictDoNothing({ target: [assignments.club_id, assignments.schedule_id, assignments.dance_date] })
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

/** SPEC §4: the next schedule becomes current; the old current is kept as history and no longer shown. */
export async function promoteNextSchedule(ctx: Ctx): Promise<ScheduleView> {
  await ctx.db.transaction(async (tx) => {
    const next = await lockSchedule(tx, 'next');
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
    const schedule = await lockSchedule(tx, type);
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
