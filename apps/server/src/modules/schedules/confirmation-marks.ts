import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { nightConfirmations } from '../../db/schema/index.js';

/** The member's answer rows for the night's date on the live schedules (a date on both is one night). */
export const answersOn = (memberId: number, date: string) =>
  and(
    eq(nightConfirmations.member_id, memberId),
    inArray(
      nightConfirmations.assignment_id,
      sql`(select a.id from assignments a join schedules s on s.id = a.schedule_id
           where a.dance_date = ${date} and s.type in ('current', 'next'))`,
    ),
  );

/**
 * Marks the member's answer for a date inside the "can't serve" transaction (issue 17): saying one cannot serve is a
 * decline, and withdrawing it asks for an answer again. Nothing changes for nights never published.
 */
export async function markDeclined(tx: DbExecutor, memberId: number, date: string, declined: boolean): Promise<void> {
  await tx
    .update(nightConfirmations)
    .set(
      declined
        ? {
            state: 'declined',
            responded_at: sql`now()`,
            token_used_at: sql`coalesce(${nightConfirmations.token_used_at}, now())`,
          }
        : { state: 'waiting', responded_at: null },
    )
    .where(and(answersOn(memberId, date), declined ? undefined : eq(nightConfirmations.state, 'declined')));
}

/**
 * Issue 19 part 3: a settled swap moves the answer with the night. The member who takes it accepted it, so they are
 * confirmed; the member who gave it keeps a decline on record and otherwise loses their answer. Only published nights
 * have answers, so others are untouched.
 */
export async function moveConfirmation(tx: DbExecutor, nightId: number, from: number, to: number): Promise<void> {
  const [previous] = await tx
    .select({ id: nightConfirmations.id, state: nightConfirmations.state })
    .from(nightConfirmations)
    .where(and(eq(nightConfirmations.assignment_id, nightId), eq(nightConfirmations.member_id, from)));
  if (!previous) return;
  if (previous.state !== 'declined') await tx.delete(nightConfirmations).where(eq(nightConfirmations.id, previous.id));
  const confirmed = {
    state: 'confirmed' as const,
    responded_at: sql`now()`,
    token_hash: null,
    token_expires_at: null,
    token_used_at: null,
  };
  await tx
    .insert(nightConfirmations)
    .values({ assignment_id: nightId, member_id: to, ...confirmed })
    .onConflictDoUpdate({ target: [nightConfirmations.assignment_id, nightConfirmations.member_id], set: confirmed });
}
