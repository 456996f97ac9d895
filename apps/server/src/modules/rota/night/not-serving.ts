import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, nightConfirmations, nightVacancies, schedules } from '../../../db/schema/index.js';
import { onLiveSchedule } from './live-nights.js';
import { type NightRow, slotHolders } from './slots.js';
import { resolveUnavailability } from './unavailability.js';

/** dance_date → the squareheads of that night who will not serve it. */
export type NotServing = Map<string, Set<number>>;

/**
 * Issue 25: the one answer to "which of a night's squareheads said they will not serve it". A member keeps their slot
 * after "can't serve" until someone takes it (issue 17), so holding a slot is not serving: a decline on either live
 * schedule's row of the date, an open vacancy, or an unavailability that covers the night (a single night, a range, a
 * rule, a partner's) all count. Reminders, nudges and the member's calendar feed read this, so what a member said
 * holds in each of them alike.
 */
export async function notServing(db: DbExecutor, nights: readonly NightRow[]): Promise<NotServing> {
  const result: NotServing = new Map();
  const dates = [...new Set(nights.map((night) => night.dance_date))];
  if (dates.length === 0) return result;
  const holdersOn = new Map<string, Set<number>>();
  for (const night of nights) {
    const holders = holdersOn.get(night.dance_date) ?? new Set<number>();
    for (const id of slotHolders(night)) holders.add(id);
    holdersOn.set(night.dance_date, holders);
  }
  const mark = (date: string, memberId: number) => {
    if (!holdersOn.get(date)?.has(memberId)) return;
    const set = result.get(date) ?? new Set<number>();
    set.add(memberId);
    result.set(date, set);
  };

  const vacancies = await db
    .select({ member_id: nightVacancies.member_id, dance_date: nightVacancies.dance_date })
    .from(nightVacancies)
    .where(inArray(nightVacancies.dance_date, dates));
  for (const row of vacancies) mark(row.dance_date, row.member_id);

  const declines = await db
    .select({ member_id: nightConfirmations.member_id, dance_date: assignments.dance_date })
    .from(nightConfirmations)
    .innerJoin(assignments, eq(assignments.id, nightConfirmations.assignment_id))
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(onLiveSchedule, inArray(assignments.dance_date, dates), eq(nightConfirmations.state, 'declined')));
  for (const row of declines) mark(row.dance_date, row.member_id);

  for (const [date, members] of await resolveUnavailability(db, dates))
    for (const memberId of members.keys()) mark(date, memberId);
  return result;
}

/** Whether the member is among those who will not serve that date. */
export const isNotServing = (notServingNow: NotServing, date: string, memberId: number): boolean =>
  notServingNow.get(date)?.has(memberId) ?? false;
