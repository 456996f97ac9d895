import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Assignment,
  assignmentStatus,
  type Confirmation,
  SCHEDULE_MESSAGES,
  type Schedule,
  type ScheduleType,
  type ScheduleView,
  SQUAREHEAD_FIELDS,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, members, schedules } from '../../../db/schema/index.js';
import { type Caller, SYSTEM } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { type NightRow, servesSql, slotValues } from './slots.js';

/** The API's shape of a night (SPEC §3 Assignment) and of a schedule, read from the live nights. */

const holders = SQUAREHEAD_FIELDS.map((field) => alias(members, field.replace('_id', '')));
const fullName = (table: (typeof holders)[number]) =>
  sql<string | null>`case when ${table.id} is null then null else ${table.first_name} || ' ' || ${table.last_name} end`;

type ScheduleRow = typeof schedules.$inferSelect;

export function toSchedule(row: ScheduleRow): Schedule {
  if (row.type === 'archived') throw new Error('Archived schedules are history and never shown');
  const { published_by: _by, club_id: _club, ...shown } = row;
  return {
    ...shown,
    type: row.type,
    created_at: row.created_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
  };
}

function toAssignment(
  row: NightRow,
  names: (string | null)[],
  cantServeIds: number[],
  selfSignupIds: number[],
  confirmations: Confirmation[],
): Assignment {
  const slots = slotValues(row);
  return {
    id: row.id,
    schedule_id: row.schedule_id,
    dance_date: row.dance_date,
    club_night_type: row.club_night_type,
    ...slots,
    squarehead1_name: names[0] ?? null,
    squarehead2_name: names[1] ?? null,
    squarehead3_name: names[2] ?? null,
    squarehead4_name: names[3] ?? null,
    notes: row.notes,
    status: assignmentStatus(Object.values(slots), row.club_night_type, cantServeIds),
    cant_serve_ids: cantServeIds,
    self_signup_ids: selfSignupIds,
    confirmations,
    start_time: row.start_time,
    end_time: row.end_time,
    caller: row.caller,
    cuer: row.cuer,
    program: row.program,
    theme: row.theme,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    cancel_reason: row.cancel_reason,
  };
}

/** Issue 17: who on the night said they cannot serve it (and is still in a slot), in id order. */
const cantServe = sql<number[]>`coalesce((
  select array_agg(v.member_id order by v.member_id) from night_vacancies v
  where v.dance_date = ${assignments.dance_date} and ${servesSql(sql.raw('v.member_id'))}
), '{}')`;

/** Issue 19 part 2: who on the night took their place by signing up (and still holds it), in id order. */
const selfSignups = sql<number[]>`coalesce((
  select array_agg(g.member_id order by g.member_id) from night_signups g
  where g.assignment_id = ${assignments.id} and ${servesSql(sql.raw('g.member_id'))}
), '{}')`;

/** Issue 19 part 3: the answers of the members now on the night (a decline of someone replaced stays off the rota). */
const answers = sql<Confirmation[]>`coalesce((
  select json_agg(json_build_object('member_id', c.member_id, 'state', c.state, 'responded_at', c.responded_at)
    order by c.member_id)
  from night_confirmations c
  where c.assignment_id = ${assignments.id} and ${servesSql(sql.raw('c.member_id'))}
), '[]'::json)`;

/** Nights with the names of their squareheads, in date order. */
export async function selectAssignments(db: DbExecutor, where: SQL | undefined): Promise<Assignment[]> {
  const [s1, s2, s3, s4] = holders as [
    (typeof holders)[number],
    (typeof holders)[number],
    (typeof holders)[number],
    (typeof holders)[number],
  ];
  const rows = await db
    .select({
      row: assignments,
      n1: fullName(s1),
      n2: fullName(s2),
      n3: fullName(s3),
      n4: fullName(s4),
      cant_serve: cantServe,
      self_signups: selfSignups,
      confirmations: answers,
    })
    .from(assignments)
    .leftJoin(s1, eq(s1.id, assignments.squarehead1_id))
    .leftJoin(s2, eq(s2.id, assignments.squarehead2_id))
    .leftJoin(s3, eq(s3.id, assignments.squarehead3_id))
    .leftJoin(s4, eq(s4.id, assignments.squarehead4_id))
    .where(where)
    .orderBy(asc(assignments.dance_date));
  return rows.map(({ row, n1, n2, n3, n4, cant_serve, self_signups, confirmations }) =>
    toAssignment(
      row,
      [n1, n2, n3, n4],
      cant_serve.map(Number),
      self_signups.map(Number),
      confirmations.map((answer) => ({
        ...answer,
        // json_build_object writes Postgres's own timestamp text; the API speaks ISO 8601.
        responded_at: answer.responded_at === null ? null : new Date(answer.responded_at).toISOString(),
      })),
    ),
  );
}

/**
 * Decision 055: a night as this caller may read it. Administrators (and the server) see everything; a member sees what
 * the member screens show: who cannot serve (the rota marks it and asks for a replacement) and each squarehead's
 * answer, but only their own sign-up (decision 038 keeps the others' for administrators) and only their own
 * `responded_at` (when someone else answered is theirs and the administrators').
 */
export function asSeenBy(night: Assignment, caller: Caller): Assignment {
  if (caller.kind !== 'member') return night;
  const own = caller.user.id;
  return {
    ...night,
    self_signup_ids: night.self_signup_ids.filter((id) => id === own),
    ...(night.confirmations
      ? {
          confirmations: night.confirmations.map((answer) =>
            answer.member_id === own ? answer : { ...answer, responded_at: null },
          ),
        }
      : {}),
  };
}

/** One live night as the API shows it to this caller (decision 055); 404 when it is gone. */
export async function nightView(db: DbExecutor, id: number, caller: Caller = SYSTEM): Promise<Assignment> {
  const [night] = await selectAssignments(db, eq(assignments.id, id));
  if (!night) throw new AppError('NOT_FOUND', SCHEDULE_MESSAGES.assignmentNotFound);
  return asSeenBy(night, caller);
}

export async function findSchedule(db: DbExecutor, type: ScheduleType): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(schedules).where(eq(schedules.type, type));
  return row;
}

/** API.md: `{schedule, assignments, count}` for the next or the current schedule, as this caller may read it. */
export async function getScheduleView(
  db: DbExecutor,
  type: ScheduleType,
  caller: Caller = SYSTEM,
): Promise<ScheduleView> {
  const schedule = await findSchedule(db, type);
  if (!schedule) return { schedule: null, assignments: [], count: 0 };
  const list = await selectAssignments(db, eq(assignments.schedule_id, schedule.id));
  return {
    schedule: toSchedule(schedule),
    assignments: list.map((night) => asSeenBy(night, caller)),
    count: list.length,
  };
}
