import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  type AvailabilityResult,
  type ClubNight,
  DUTY_MESSAGES,
  type MyDuties,
  type MyDuty,
  type ScheduleType,
  type SetAvailabilityInput,
  SQUAREHEAD_FIELDS,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import type { SignedInCaller } from '../../lib/context.js';
import { assignments, members, memberUnavailability, schedules } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { clubToday } from '../settings/club-today.js';

type Ctx = { db: DbExecutor; caller: SignedInCaller };
type LiveNight = { row: typeof assignments.$inferSelect; schedule_type: ScheduleType };

/** The nights of the current and next schedules matching `where`, in date order. */
async function selectLiveNights(db: DbExecutor, where: ReturnType<typeof eq>): Promise<LiveNight[]> {
  const rows = await db
    .select({ row: assignments, schedule_type: schedules.type })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(inArray(schedules.type, ['current', 'next']), where))
    .orderBy(asc(assignments.dance_date), asc(schedules.type));
  return rows.flatMap(({ row, schedule_type }) => (schedule_type === 'archived' ? [] : [{ row, schedule_type }]));
}

const slotOf = (row: LiveNight['row'], memberId: number) =>
  SQUAREHEAD_FIELDS.findIndex((field) => row[field] === memberId);

/** Issue 9 'My duties': the signed-in member's upcoming duties with who serves with them, and their availability. */
export async function getMyDuties(ctx: Ctx): Promise<MyDuties> {
  const today = await clubToday(ctx.db);
  const nights = await selectLiveNights(ctx.db, gte(assignments.dance_date, today));
  const mine = nights.filter(({ row }) => slotOf(row, ctx.caller.user.id) >= 0);
  const othersOf = (row: LiveNight['row']) =>
    SQUAREHEAD_FIELDS.map((field) => row[field]).filter((id): id is number => id !== null && id !== ctx.caller.user.id);
  const otherIds = [...new Set(mine.flatMap(({ row }) => othersOf(row)))];
  const names = new Map(
    otherIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: members.id, first: members.first_name, last: members.last_name })
            .from(members)
            .where(inArray(members.id, otherIds))
        ).map((member) => [member.id, `${member.first} ${member.last}`] as const),
  );
  const duties: MyDuty[] = mine.map(({ row, schedule_type }) => ({
    dance_date: row.dance_date,
    club_night_type: row.club_night_type,
    schedule_type,
    slot: slotOf(row, ctx.caller.user.id) + 1,
    // Someone the same night twice (SPEC §5 allows saving it) is one partner, not two.
    partners: [...new Set(othersOf(row))].map((id) => ({ id, name: names.get(id) ?? '' })),
    notes: row.notes,
  }));
  const unavailable = await ctx.db
    .select({ dance_date: memberUnavailability.dance_date })
    .from(memberUnavailability)
    .where(and(eq(memberUnavailability.member_id, ctx.caller.user.id), gte(memberUnavailability.dance_date, today)))
    .orderBy(asc(memberUnavailability.dance_date));
  // A date on both schedules (current and next may overlap) is one night to mark.
  const upcoming = new Map<string, ClubNight>();
  for (const { row } of nights)
    if (!upcoming.has(row.dance_date))
      upcoming.set(row.dance_date, { dance_date: row.dance_date, club_night_type: row.club_night_type });
  return {
    duties,
    unavailable_dates: unavailable.map((row) => row.dance_date),
    upcoming_nights: [...upcoming.values()],
  };
}

/**
 * Issue 9: a member marks a night of the current or next schedule they can or cannot serve, only for themself.
 * Marking a night they already serve on is kept and answered with a warning; it never unassigns (admins decide).
 */
export async function setMyAvailability(ctx: Ctx, input: SetAvailabilityInput): Promise<AvailabilityResult> {
  if (input.dance_date < (await clubToday(ctx.db))) {
    throw new AppError('VALIDATION', DUTY_MESSAGES.pastDate, { fieldErrors: { dance_date: DUTY_MESSAGES.pastDate } });
  }
  const nights = await selectLiveNights(ctx.db, eq(assignments.dance_date, input.dance_date));
  if (nights.length === 0) {
    throw new AppError('VALIDATION', DUTY_MESSAGES.notAClubNight, {
      fieldErrors: { dance_date: DUTY_MESSAGES.notAClubNight },
    });
  }
  const mark = { member_id: ctx.caller.user.id, dance_date: input.dance_date };
  if (input.available) {
    await ctx.db
      .delete(memberUnavailability)
      .where(
        and(eq(memberUnavailability.member_id, mark.member_id), eq(memberUnavailability.dance_date, mark.dance_date)),
      );
  } else {
    await ctx.db.insert(memberUnavailability).values(mark).onConflictDoNothing();
  }
  const isAssigned = nights.some(({ row }) => slotOf(row, ctx.caller.user.id) >= 0);
  return {
    dance_date: input.dance_date,
    available: input.available,
    warning: !input.available && isAssigned ? DUTY_MESSAGES.alreadyAssigned : null,
  };
}
