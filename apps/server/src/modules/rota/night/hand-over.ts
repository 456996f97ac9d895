import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { assignments } from '../../../db/schema/index.js';
import { type Asked, moveConfirmation } from './confirmations.js';
import { type NightRow, slotsHandedOver } from './slots.js';

/**
 * Puts `to` in every slot `from` holds on that date, on each live schedule's row of it (`rows`, locked by the caller).
 * Issue 19 part 3: on a published night the answer goes with the slot. Issue 25 point 1: answers the new holder's
 * ask to confirm (one per date, as a date on both live schedules is one night), for the caller's `asked` event.
 */
export async function handOver(
  tx: DbExecutor,
  rows: readonly NightRow[],
  date: string,
  from: number,
  to: number,
): Promise<Asked[]> {
  const asked: Asked[] = [];
  for (const row of rows.filter((candidate) => candidate.dance_date === date)) {
    const changes = slotsHandedOver(row, from, to);
    if (Object.keys(changes).length === 0) continue;
    await tx
      .update(assignments)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(assignments.id, row.id));
    const ask = await moveConfirmation(tx, row, from, to);
    // The first row's link is the one mailed; answering it answers the date on every live schedule (answersOn).
    if (ask && asked.length === 0) asked.push(ask);
  }
  return asked;
}
