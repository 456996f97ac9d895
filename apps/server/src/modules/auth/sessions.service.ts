import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

export async function revokeSession(db: DbExecutor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** True once a member has signed in (ended sessions count until the housekeeping job purges them). */
export async function hasSignedIn(db: DbExecutor, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.member_id, memberId)).limit(1);
  return row !== undefined;
}
