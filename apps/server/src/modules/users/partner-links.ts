import { and, eq, ne, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

/**
 * Issue 3: partner links are mirrored. Setting A's partner to B makes B's partner A, and whoever was partnered with
 * A or B before is left without a partner. Clearing A's partner clears it on both sides.
 */
export async function linkPartners(db: DbExecutor, memberId: number, partnerId: number | null): Promise<void> {
  const involved = partnerId === null ? [memberId] : [memberId, partnerId];
  // Old partners of either member who are not part of the new pair lose their link.
  await db
    .update(members)
    .set({ partner_id: null })
    .where(and(or(...involved.map((id) => eq(members.partner_id, id))), ...involved.map((id) => ne(members.id, id))));
  await db.update(members).set({ partner_id: partnerId }).where(eq(members.id, memberId));
  if (partnerId !== null) await db.update(members).set({ partner_id: memberId }).where(eq(members.id, partnerId));
}
