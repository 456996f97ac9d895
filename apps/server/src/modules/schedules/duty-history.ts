import { SQUAREHEAD_FIELDS, type SquareheadField } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { assignments } from '../../db/schema/index.js';
import type { FillHistory } from './auto-fill.js';

type AssignmentRow = typeof assignments.$inferSelect;

/**
 * How often and how lately each member has served, over every schedule (archived, current and the next one's filled
 * slots). Auto-fill ranks by it (issue 4), and swap offers go to those who served least first (issue 17). Issue 19: a
 * cancelled night counts for nobody — its squareheads did not serve.
 */
export function countDuties(
  rows: readonly Pick<AssignmentRow, SquareheadField | 'dance_date' | 'cancelled_at'>[],
): FillHistory {
  const history = new Map<number, { count: number; last: string | null }>();
  for (const row of rows) {
    if (row.cancelled_at !== null) continue;
    for (const field of SQUAREHEAD_FIELDS) {
      const memberId = row[field];
      if (memberId === null) continue;
      const record = history.get(memberId) ?? { count: 0, last: null };
      record.count += 1;
      if (record.last === null || row.dance_date > record.last) record.last = row.dance_date;
      history.set(memberId, record);
    }
  }
  return history;
}

export async function loadDutyHistory(db: DbExecutor): Promise<FillHistory> {
  return countDuties(await db.select().from(assignments));
}
