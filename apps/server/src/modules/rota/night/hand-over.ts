import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { assignments } from '../../../db/schema/index.js';
import { moveConfirmation } from './confirmations.js';
import { type NightRow, slotsHandedOver } from './slots.js';

/**
 * Puts `to` in every slot `from` holds on that date, on each live schedule's row of it (`rows`, locked by the caller).
 * Issue 19 part 3: on a published night the answer goes with the slot.
 */
export async function handOver(
  tx: DbExecutor,
  rows: readonly NightRow[],
  date: string,
  from: number,
  to: number,
): Promise<void> {
  for (const row of rows.filter((candidate) => candidate.dance_date === date)) {
    const changes = slotsHandedOver(row, from, to);
    if (Object.keys(changes).length === 0) continue;
    await tx
      .update(assignments)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(assignments.id, row.id));
    await moveConfirmation(tx, row.id, from, to);
  }
}
