import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { type ClubNightType, type NightDetails, SQUAREHEAD_FIELDS } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { assignments, members, schedules } from '../../db/schema/index.js';

/** One night of a feed, with its squareheads by name in slot order and its issue 19 details. */
export type FeedNight = {
  dance_date: string;
  club_night_type: ClubNightType;
  notes: string | null;
  squareheads: { id: number; name: string }[];
} & Omit<NightDetails, 'cancelled_at'> & { cancelled: boolean };

/**
 * The nights of the current and next schedules (archived ones are history), in date order; with `memberId`, only
 * the nights that member serves on. A date on both schedules is one night: the current schedule's row wins (the
 * schedule_type enum lists 'next' before 'current', hence the descending order).
 */
export async function listFeedNights(db: DbExecutor, memberId?: number): Promise<FeedNight[]> {
  const onDuty =
    memberId === undefined ? undefined : or(...SQUAREHEAD_FIELDS.map((field) => eq(assignments[field], memberId)));
  const rows = await db
    .select({ row: assignments })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(inArray(schedules.type, ['current', 'next']), onDuty))
    .orderBy(asc(assignments.dance_date), desc(schedules.type));
  const byDate = new Map<string, (typeof rows)[number]['row']>();
  for (const { row } of rows) if (!byDate.has(row.dance_date)) byDate.set(row.dance_date, row);

  const idsOf = (row: (typeof rows)[number]['row']) =>
    // Someone saved twice on one night (SPEC §5 allows it) is one squarehead.
    [...new Set(SQUAREHEAD_FIELDS.map((field) => row[field]).filter((id): id is number => id !== null))];
  const ids = [...new Set([...byDate.values()].flatMap(idsOf))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: members.id, first: members.first_name, last: members.last_name })
            .from(members)
            .where(inArray(members.id, ids))
        ).map((member) => [member.id, `${member.first} ${member.last}`] as const),
  );
  return [...byDate.values()].map((row) => ({
    dance_date: row.dance_date,
    club_night_type: row.club_night_type,
    notes: row.notes,
    squareheads: idsOf(row).map((id) => ({ id, name: names.get(id) ?? '' })),
    start_time: row.start_time,
    end_time: row.end_time,
    caller: row.caller,
    cuer: row.cuer,
    program: row.program,
    theme: row.theme,
    cancelled: row.cancelled_at !== null,
    cancel_reason: row.cancel_reason,
  }));
}
