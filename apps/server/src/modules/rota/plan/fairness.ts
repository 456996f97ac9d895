import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { FairnessReport } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, members, nightConfirmations, nightSignups, swapRequests } from '../../../db/schema/index.js';
import { clubToday } from '../../settings/club-today.js';
import { allNightRows, countDuties } from '../night/duty-history.js';
import { clubNightsFrom } from '../night/live-nights.js';
import { findSchedule } from '../night/night-view.js';
import { servesSql } from '../night/slots.js';
import { resolveUnavailability } from '../night/unavailability.js';

/** The same day a year earlier (29 February becomes 1 March). */
export function yearBefore(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year - 1, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * Issue 19 part 6: how the duty is spread over the assignable members. Every count is auto-fill's own count
 * (countDuties) over a different set of nights, so the report and auto-fill never disagree about who served what;
 * unavailable nights come from the one availability resolver. Swaps count those settled (taken by a member or
 * approved by an admin) for nights in the last 12 months and after.
 */
export async function getFairnessReport(db: DbExecutor): Promise<FairnessReport> {
  const today = await clubToday(db);
  const yearAgo = yearBefore(today);
  const [current, next] = [await findSchedule(db, 'current'), await findSchedule(db, 'next')];
  const pool = await db
    .select({ id: members.id, first: members.first_name, last: members.last_name })
    .from(members)
    .where(eq(members.status, 'assignable'))
    .orderBy(members.last_name, members.first_name, members.id);
  const rows = await allNightRows(db);
  const onSchedule = (id: number | undefined) => rows.filter((row) => row.schedule_id === id);
  const all = countDuties(rows);
  const currentCounts = countDuties(onSchedule(current?.id));
  const currentServed = countDuties(onSchedule(current?.id).filter((row) => row.dance_date < today));
  const nextCounts = countDuties(onSchedule(next?.id));
  const served = countDuties(rows.filter((row) => row.dance_date < today));
  const lastYear = countDuties(rows.filter((row) => row.dance_date >= yearAgo && row.dance_date < today));

  const swaps = await db
    .select({ requester_id: swapRequests.requester_id, taken_by_id: swapRequests.taken_by_id })
    .from(swapRequests)
    .where(
      and(
        inArray(swapRequests.status, ['accepted', 'approved']),
        isNotNull(swapRequests.taken_by_id),
        gte(swapRequests.dance_date, yearAgo),
      ),
    );
  const tally = (ids: (number | null)[]) => {
    const counts = new Map<number, number>();
    for (const id of ids) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  };
  const given = tally(swaps.map((swap) => swap.requester_id));
  const taken = tally(swaps.map((swap) => swap.taken_by_id));

  // Issue 19 part 2: nights from 12 months ago on that the member took by signing up and still holds.
  const signups = await db
    .select({ member_id: nightSignups.member_id })
    .from(nightSignups)
    .innerJoin(assignments, eq(assignments.id, nightSignups.assignment_id))
    .where(and(gte(assignments.dance_date, yearAgo), servesSql(nightSignups.member_id)));
  const selfSignups = tally(signups.map((signup) => signup.member_id));
  // A date on both the current and the next schedule is one night, declined once.
  const declined = await db
    .selectDistinct({ member_id: nightConfirmations.member_id, dance_date: assignments.dance_date })
    .from(nightConfirmations)
    .innerJoin(assignments, eq(assignments.id, nightConfirmations.assignment_id))
    .where(and(eq(nightConfirmations.state, 'declined'), gte(assignments.dance_date, yearAgo)));
  const declines = tally(declined.map((row) => row.member_id));

  const nights = await clubNightsFrom(db, today);
  const away = await resolveUnavailability(
    db,
    nights.map((night) => night.dance_date),
  );
  const unavailable = tally([...away.values()].flatMap((night) => [...night.keys()]));

  return {
    today,
    members: pool.map((member) => ({
      member_id: member.id,
      name: `${member.first} ${member.last}`,
      duty_count: all.get(member.id)?.count ?? 0,
      current_served: currentServed.get(member.id)?.count ?? 0,
      current_assigned: currentCounts.get(member.id)?.count ?? 0,
      next_assigned: nextCounts.get(member.id)?.count ?? 0,
      served_last_12_months: lastYear.get(member.id)?.count ?? 0,
      last_served: served.get(member.id)?.last ?? null,
      swaps_given: given.get(member.id) ?? 0,
      swaps_taken: taken.get(member.id) ?? 0,
      self_signups: selfSignups.get(member.id) ?? 0,
      declines: declines.get(member.id) ?? 0,
      unavailable_nights: unavailable.get(member.id) ?? 0,
    })),
  };
}
