import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

export type HouseholdMember = { id: number; name: string };

/**
 * Issue 25: the member's household, those who hear of each other's nights: their partner, and whoever shares their
 * inbox (addresses that differ only in case or spaces, as notify groups them). A "can't serve" by one of them often
 * holds for the other, so the decline asks about them, and a member may decline for them.
 */
export async function householdOf(db: DbExecutor, memberId: number): Promise<HouseholdMember[]> {
  const [self] = await db
    .select({ email: members.email, partner_id: members.partner_id })
    .from(members)
    .where(eq(members.id, memberId));
  if (!self) return [];
  const inbox = self.email.trim().toLowerCase();
  const rows = await db
    .select({ id: members.id, first: members.first_name, last: members.last_name })
    .from(members)
    .where(
      and(
        ne(members.id, memberId),
        or(
          self.partner_id === null ? sql`false` : eq(members.id, self.partner_id),
          inbox === '' ? sql`false` : sql`lower(trim(${members.email})) = ${inbox}`,
        ),
      ),
    )
    .orderBy(asc(members.first_name), asc(members.id));
  return rows.map((row) => ({ id: row.id, name: `${row.first} ${row.last}` }));
}
