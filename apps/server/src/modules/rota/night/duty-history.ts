import type { SquareheadField } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments } from '../../../db/schema/index.js';
import { type NightRow, slotValues } from './slots.js';

/** How often and how lately each member has served: member id → nights on record and the latest of them. */
export type DutyHistory = ReadonlyMap<number, { count: number; last: string | null }>;

/**
 * How often and how lately each member has served, over every schedule (archived, current and the next one's filled
 * slots). Auto-fill ranks by it (issue 4), swap offers go to those who served least first (issue 17), and the
 * fairness report counts with it. Issue 19: a cancelled night counts for nobody — its squareheads did not serve.
 */
export function countDuties(
  rows: readonly Pick<NightRow, 'dance_date' | 'cancelled_at' | SquareheadField>[],
): DutyHistory {
  const history = new Map<number, { count: number; last: string | null }>();
  for (const row of rows) {
    if (row.cancelled_at !== null) continue;
    for (const memberId of Object.values(slotValues(row))) {
      if (memberId === null) continue;
      const record = history.get(memberId) ?? { count: 0, last: null };
      record.count += 1;
      if (record.last === null || row.dance_date > record.last) record.last = row.dance_date;
      history.set(memberId, record);
    }
  }
  return history;
}

/** Every night on record, archived schedules included: the rows duty is counted over. */
export async function allNightRows(db: DbExecutor): Promise<NightRow[]> {
  return db.select().from(assignments);
}

export async function loadDutyHistory(db: DbExecutor): Promise<DutyHistory> {
  return countDuties(await allNightRows(db));
}
