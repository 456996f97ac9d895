import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, nightSignups } from '../../../db/schema/index.js';
import { type NightRow, holdsSlot, servesSql } from './slots.js';
import { mayGiveBack, type NightClock } from './timing.js';

/**
 * Issue 19 part 2: the places members took by signing up. A place counts as self-chosen only while the member still
 * holds a slot of that night, so an administrator's edit or a swap that moves them off needs no change here.
 */

export async function recordSignups(
  tx: DbExecutor,
  nightId: number,
  memberIds: readonly number[],
  signedUpBy: number,
): Promise<void> {
  await tx
    .insert(nightSignups)
    .values(memberIds.map((memberId) => ({ assignment_id: nightId, member_id: memberId, signed_up_by: signedUpBy })))
    .onConflictDoUpdate({
      target: [nightSignups.club_id, nightSignups.assignment_id, nightSignups.member_id],
      set: { signed_up_by: signedUpBy, created_at: sql`now()` },
    });
}

/** Removes the member's sign-up for the night; answers whether there was one. */
export async function removeSignup(tx: DbExecutor, nightId: number, memberId: number): Promise<boolean> {
  const removed = await tx
    .delete(nightSignups)
    .where(and(eq(nightSignups.assignment_id, nightId), eq(nightSignups.member_id, memberId)))
    .returning({ id: nightSignups.id });
  return removed.length > 0;
}

/** How many nights of the schedule each member took by signing up and still holds. */
export async function heldSignups(
  db: DbExecutor,
  scheduleId: number,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ member_id: nightSignups.member_id, count: sql<number>`count(*)::int` })
    .from(nightSignups)
    .innerJoin(assignments, eq(assignments.id, nightSignups.assignment_id))
    .where(
      and(
        eq(assignments.schedule_id, scheduleId),
        inArray(nightSignups.member_id, [...memberIds]),
        servesSql(nightSignups.member_id),
      ),
    )
    .groupBy(nightSignups.member_id);
  return new Map(rows.map((row) => [row.member_id, Number(row.count)]));
}

/** Which of these nights the member took by signing up (and still holds), and whether each may still be given back. */
export async function selfChosenNights(
  db: DbExecutor,
  memberId: number,
  rows: readonly NightRow[],
  club: NightClock,
): Promise<Map<number, { can_give_back: boolean }>> {
  if (rows.length === 0) return new Map();
  const signups = await db
    .select({ assignment_id: nightSignups.assignment_id })
    .from(nightSignups)
    .where(
      and(
        eq(nightSignups.member_id, memberId),
        inArray(
          nightSignups.assignment_id,
          rows.map((row) => row.id),
        ),
      ),
    );
  const taken = new Set(signups.map((signup) => signup.assignment_id));
  const now = new Date();
  return new Map(
    rows
      .filter((row) => taken.has(row.id) && holdsSlot(row, memberId))
      .map((row) => [row.id, { can_give_back: mayGiveBack(row, club, now) }]),
  );
}
