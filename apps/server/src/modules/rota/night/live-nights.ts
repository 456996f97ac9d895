import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { type ClubNight, SCHEDULE_MESSAGES, type ScheduleType } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, schedules } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { type NightRow, holdsSlot, servesSql, slotHolders } from './slots.js';

/**
 * The live nights: those of the current and the next schedule (SPEC §4; archived schedules are history). A date can
 * sit on both schedules when they overlap; it is then one night with two rows, and every change to it (a swap, a
 * cancellation, a sign-up) locks and changes both.
 */

export type LiveNight = NightRow & { schedule_type: ScheduleType; published: boolean };

/** SQL for a query joined to `schedules`: the row's schedule is live. */
export const onLiveSchedule: SQL = inArray(schedules.type, ['current', 'next']);

/** Which live nights: any combination narrows the set; none means all of them. */
export type NightFilter = {
  ids?: readonly number[];
  scheduleId?: number;
  dates?: readonly string[];
  from?: string;
  until?: string;
  /** Only nights this member holds a slot of. */
  servedBy?: number;
  /** Only nights of a published schedule (issue 19 part 3). */
  published?: true;
  /** Only nights not cancelled (issue 19). */
  notCancelled?: true;
};

function conditions(filter: NightFilter): (SQL | undefined)[] {
  return [
    onLiveSchedule,
    filter.ids ? inArray(assignments.id, [...filter.ids]) : undefined,
    filter.scheduleId === undefined ? undefined : eq(assignments.schedule_id, filter.scheduleId),
    filter.dates ? inArray(assignments.dance_date, [...filter.dates]) : undefined,
    filter.from === undefined ? undefined : gte(assignments.dance_date, filter.from),
    filter.until === undefined ? undefined : lte(assignments.dance_date, filter.until),
    filter.servedBy === undefined ? undefined : servesSql(filter.servedBy),
    filter.published ? isNotNull(schedules.published_at) : undefined,
    filter.notCancelled ? isNull(assignments.cancelled_at) : undefined,
  ];
}

/**
 * The live nights matching `filter`, in date order with the current schedule's row first. With `lock`, the rows are
 * locked until the transaction ends, in id order, so two changes to the same two nights in opposite directions (a swap
 * and its return) wait for each other instead of deadlocking.
 */
export async function liveNights(
  db: DbExecutor,
  filter: NightFilter = {},
  options: { lock?: true } = {},
): Promise<LiveNight[]> {
  const emptyList = (filter.ids?.length ?? 1) === 0 || (filter.dates?.length ?? 1) === 0;
  if (emptyList) return [];
  const query = db
    .select({ row: assignments, schedule_type: schedules.type, published_at: schedules.published_at })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(...conditions(filter)));
  const rows = options.lock
    ? await query.orderBy(asc(assignments.id)).for('update', { of: assignments })
    : // The schedule_type enum lists 'next' before 'current': descending puts the current schedule's row first.
      await query.orderBy(asc(assignments.dance_date), desc(schedules.type), asc(assignments.id));
  return rows.flatMap(({ row, schedule_type, published_at }) =>
    schedule_type === 'archived' ? [] : [{ ...row, schedule_type, published: published_at !== null }],
  );
}

/** The live night with this id, or 404: a night of an archived schedule is history and cannot be changed. */
export async function findLiveNight(db: DbExecutor, id: number): Promise<LiveNight> {
  const [night] = await liveNights(db, { ids: [id] });
  if (!night) throw new AppError('NOT_FOUND', SCHEDULE_MESSAGES.assignmentNotFound);
  return night;
}

/**
 * The live night with this id and every row of its date, locked: changing one night changes it on both schedules.
 * The date is read first without a lock, then the rows are locked in id order like every other change.
 */
export async function lockNightOf(tx: DbExecutor, id: number): Promise<{ night: LiveNight; rows: LiveNight[] }> {
  const { dance_date } = await findLiveNight(tx, id);
  const rows = await liveNights(tx, { dates: [dance_date] }, { lock: true });
  const night = rows.find((row) => row.id === id);
  // Deleted, or its schedule replaced, between the two reads.
  if (!night) throw new AppError('NOT_FOUND', SCHEDULE_MESSAGES.assignmentNotFound);
  return { night, rows };
}

/** One night per date, as members and calendars see it: the current schedule's row when a date is on both. */
export function oneNightPerDate<T extends Pick<LiveNight, 'dance_date' | 'schedule_type'>>(rows: readonly T[]): T[] {
  const byDate = new Map<string, T>();
  for (const row of rows) {
    const seen = byDate.get(row.dance_date);
    if (!seen || (seen.schedule_type !== 'current' && row.schedule_type === 'current')) byDate.set(row.dance_date, row);
  }
  return [...byDate.values()].sort((a, b) => a.dance_date.localeCompare(b.dance_date));
}

/** Whether the member serves on that date, on either live schedule. */
export function servesOn(rows: readonly NightRow[], date: string, memberId: number): boolean {
  return rows.some((row) => row.dance_date === date && holdsSlot(row, memberId));
}

/** Everyone on duty that date, on either live schedule. */
export function servingOn(rows: readonly NightRow[], date: string): Set<number> {
  return new Set(rows.filter((row) => row.dance_date === date).flatMap(slotHolders));
}

/** The club nights from `from` on, one per date (with `notCancelled`, those a member can still say they cannot serve). */
export async function clubNightsFrom(
  db: DbExecutor,
  from: string,
  filter: Pick<NightFilter, 'notCancelled'> = {},
): Promise<ClubNight[]> {
  return oneNightPerDate(await liveNights(db, { ...filter, from })).map((night) => ({
    dance_date: night.dance_date,
    club_night_type: night.club_night_type,
  }));
}
