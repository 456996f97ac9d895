import { inArray } from 'drizzle-orm';
import type { Reminder } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { members } from '../../../db/schema/index.js';
import { addDays } from '../../../lib/calendar.js';
import { liveNights, oneNightPerDate } from '../night/live-nights.js';
import { isNotServing, notServing } from '../night/not-serving.js';
import { slotHolders } from '../night/slots.js';

/**
 * Issue 5: the reminders due on `runDate`: for each N of `reminderDays`, the nights N days later on the current
 * schedule, or on the next schedule when the current one has no such night, one per assigned squarehead; never for a
 * cancelled night (issue 19), never to a squarehead who said they will not serve it (issue 25: declined, "can't
 * serve", unavailable; they keep the slot until a replacement takes it, and the replacement is reminded). The dry run and the real run both call this, so a preview always matches what is sent.
 */
export async function selectReminders(
  db: DbExecutor,
  runDate: string,
  reminderDays: readonly number[],
): Promise<Reminder[]> {
  if (reminderDays.length === 0) return [];
  const daysByDate = new Map(reminderDays.map((days) => [addDays(runDate, days), days]));
  // Issue 19: a cancelled night sends no reminder.
  const nights = oneNightPerDate(await liveNights(db, { dates: [...daysByDate.keys()], notCancelled: true }));
  const notServingNow = await notServing(db, nights);
  const serving = (night: (typeof nights)[number]) =>
    slotHolders(night).filter((id) => !isNotServing(notServingNow, night.dance_date, id));
  const memberIds = [...new Set(nights.flatMap(serving))];
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
    // A partner who will not serve is not named as serving either.
    const onNight = new Set(serving(night));
    for (const id of onNight) {
      const person = byId.get(id);
      const daysUntil = daysByDate.get(night.dance_date);
      if (!person || daysUntil === undefined) continue;
      const partner =
        person.partner_id !== null && onNight.has(person.partner_id) ? byId.get(person.partner_id) : undefined;
      reminders.push({
        member_id: person.id,
        assignment_id: night.id,
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
