import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { SQUAREHEAD_FIELDS, type SquareheadField } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { assignments, schedules } from '../../db/schema/index.js';
import { moveConfirmation } from '../schedules/confirmation-marks.js';

export type RotaRow = typeof assignments.$inferSelect;

const live = inArray(schedules.type, ['current', 'next']);

/**
 * The rows of the current and next schedules on these nights, locked until the transaction ends. A night can sit on
 * both schedules when they overlap; a swap changes it on both. Rows are locked in id order, so two swaps of the same
 * two nights in opposite directions wait for each other instead of deadlocking.
 */
export async function lockLiveNights(tx: DbExecutor, dates: string[]): Promise<RotaRow[]> {
  const rows = await tx
    .select({ row: assignments })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(live, inArray(assignments.dance_date, dates)))
    .orderBy(asc(assignments.id))
    .for('update', { of: assignments });
  return rows.map(({ row }) => row);
}

/** Every night of the live schedules from `from` on, for finding who serves when. */
export async function liveNightsFrom(db: DbExecutor, from: string): Promise<RotaRow[]> {
  const rows = await db
    .select({ row: assignments })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(live, gte(assignments.dance_date, from)))
    .orderBy(asc(assignments.dance_date));
  return rows.map(({ row }) => row);
}

export const servesOn = (rows: RotaRow[], date: string, memberId: number) =>
  rows.some((row) => row.dance_date === date && SQUAREHEAD_FIELDS.some((field) => row[field] === memberId));

/** Everyone on duty that night, on either live schedule. */
export const servingOn = (rows: RotaRow[], date: string) =>
  new Set(
    rows
      .filter((row) => row.dance_date === date)
      .flatMap((row) => SQUAREHEAD_FIELDS.map((field) => row[field]).filter((id) => id !== null)),
  );

/** Puts `to` in every slot `from` holds on that night. */
export async function handOver(tx: DbExecutor, rows: RotaRow[], date: string, from: number, to: number): Promise<void> {
  for (const row of rows.filter((candidate) => candidate.dance_date === date)) {
    const changes: Partial<Record<SquareheadField, number>> = {};
    for (const field of SQUAREHEAD_FIELDS) if (row[field] === from) changes[field] = to;
    if (Object.keys(changes).length === 0) continue;
    await tx
      .update(assignments)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(assignments.id, row.id));
    // Issue 19 part 3: on a published night the answer goes with the slot; the taker accepted, so is confirmed.
    await moveConfirmation(tx, row.id, from, to);
  }
}
