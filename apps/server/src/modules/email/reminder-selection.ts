import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Reminder } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { assignments, members, schedules } from '../../db/schema/index.js';
import { addDays } from '../../lib/calendar.js';

type Night = {
  assignment_id: number;
  dance_date: string;
  club_night_type: Reminder['club_night_type'];
  schedule_type: string;
  squarehead_ids: (number | null)[];
};

/** One night per date: the current schedule's, else the next schedule's. */
function pickNights(rows: Night[]): Night[] {
  const byDate = new Map<string, Night>();
  for (const row of rows) {
    const seen = byDate.get(row.dance_date);
    if (!seen || (seen.schedule_type !== 'current' && row.schedule_type === 'current')) byDate.set(row.dance_date, row);
  }
  return [...byDate.values()];
}

/**
 * Issue 5: the reminders due on `runDate`: for each N of `reminderDays`, the nights N days later on the current
 * schedule, or on the next schedule when the current one has no such night, one per assigned squarehead; never for a
 * cancelled night (issue 19). The dry run and the real run both call this, so a preview always matches what is sent.
 */
export async function selectReminders(
  db: DbExecutor,
  runDate: string,
  reminderDays: readonly number[],
): Promise<Reminder[]> {
  if (reminderDays.length === 0) return [];
  const daysByDate = new Map(reminderDays.map((days) => [addDays(runDate, days), days]));
  const rows = await db
    .select({
      assignment_id: assignments.id,
      dance_date: assignments.dance_date,
      club_night_type: assignments.club_night_type,
      schedule_type: schedules.type,
      s1: assignments.squarehead1_id,
      s2: assignments.squarehead2_id,
      s3: assignments.squarehead3_id,
      s4: assignments.squarehead4_id,
    })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(
      and(
        inArray(schedules.type, ['current', 'next']),
        inArray(assignments.dance_date, [...daysByDate.keys()]),
        // Issue 19: a cancelled night sends no reminder.
        isNull(assignments.cancelled_at),
      ),
    );
  const nights = pickNights(
    rows.map(({ s1, s2, s3, s4, ...night }) => ({ ...night, squarehead_ids: [s1, s2, s3, s4] })),
  );

  const memberIds = [
    ...new Set(nights.flatMap((night) => night.squarehead_ids).filter((id): id is number => id !== null)),
  ];
  if (memberIds.length === 0) return [];
  const people = await db
    .select({
      id: members.id,
      first_name: members.first_name,
      last_name: members.last_name,
      email: members.email,
      partner_id: members.partner_id,
    })
    .from(members)
    .where(inArray(members.id, memberIds));
  const byId = new Map(people.map((person) => [person.id, person]));
  const nameOf = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;

  const reminders: Reminder[] = [];
  for (const night of nights) {
    const onNight = new Set(night.squarehead_ids.filter((id): id is number => id !== null));
    for (const id of onNight) {
      const person = byId.get(id);
      const daysUntil = daysByDate.get(night.dance_date);
      if (!person || daysUntil === undefined) continue;
      const partner =
        person.partner_id !== null && onNight.has(person.partner_id) ? byId.get(person.partner_id) : undefined;
      reminders.push({
        member_id: person.id,
        assignment_id: night.assignment_id,
        member_name: nameOf(person),
        email: person.email,
        dance_date: night.dance_date,
        days_until: daysUntil,
        club_night_type: night.club_night_type,
        partner_name: partner ? nameOf(partner) : null,
      });
    }
  }
  return reminders.sort(
    (a, b) => a.dance_date.localeCompare(b.dance_date) || a.member_name.localeCompare(b.member_name),
  );
}
