import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { memberUnavailability } from '../../db/schema/index.js';

/** Issue 9: the members who marked this night unavailable, so the assignment editor can flag them. */
export async function listUnavailableMemberIds(db: DbExecutor, danceDate: string): Promise<number[]> {
  const rows = await db
    .select({ member_id: memberUnavailability.member_id })
    .from(memberUnavailability)
    .where(eq(memberUnavailability.dance_date, danceDate))
    .orderBy(asc(memberUnavailability.member_id));
  return rows.map((row) => row.member_id);
}

/** Issue 9: who cannot serve on each night of a period (dance_date → member ids), for auto-fill. */
export async function mapUnavailableNights(
  db: DbExecutor,
  startDate: string,
  endDate: string,
): Promise<Map<string, Set<number>>> {
  const rows = await db
    .select({ member_id: memberUnavailability.member_id, dance_date: memberUnavailability.dance_date })
    .from(memberUnavailability)
    .where(and(gte(memberUnavailability.dance_date, startDate), lte(memberUnavailability.dance_date, endDate)));
  const byNight = new Map<string, Set<number>>();
  for (const row of rows) byNight.set(row.dance_date, (byNight.get(row.dance_date) ?? new Set()).add(row.member_id));
  return byNight;
}
