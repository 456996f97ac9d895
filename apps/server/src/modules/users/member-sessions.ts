import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

/**
 * Ends every open session of a member, so a new role applies from their next sign-in. It lives with the member
 * writes that call it (a role change, promote, transfer of the main administrator) rather than in auth, which reads
 * members and so sits above this module.
 */
export async function revokeMemberSessions(db: DbExecutor, memberId: number): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.member_id, memberId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return revoked.length;
}
