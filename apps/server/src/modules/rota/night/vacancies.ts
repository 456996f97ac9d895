import { and, eq, notExists } from 'drizzle-orm';
import type { ReplacementChoice } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, nightVacancies, schedules } from '../../../db/schema/index.js';
import { onLiveSchedule } from './live-nights.js';
import { servesSql } from './slots.js';

/**
 * Issue 17: a member on duty said they cannot serve the night, so it needs a replacement; they keep their slot until
 * someone takes it. Answers the new vacancy's id, or null when they had said so already.
 */
export async function openVacancy(
  tx: DbExecutor,
  memberId: number,
  date: string,
  choice: ReplacementChoice,
): Promise<number | null> {
  const [vacancy] = await tx
    .insert(nightVacancies)
    .values({ member_id: memberId, dance_date: date, choice })
    .onConflictDoNothing()
    .returning({ id: nightVacancies.id });
  return vacancy?.id ?? null;
}

/** The member can serve the night after all; answers the withdrawn vacancy's id, or null when there was none. */
export async function withdrawVacancy(tx: DbExecutor, memberId: number, date: string): Promise<number | null> {
  const [withdrawn] = await tx
    .delete(nightVacancies)
    .where(and(eq(nightVacancies.member_id, memberId), eq(nightVacancies.dance_date, date)))
    .returning({ id: nightVacancies.id });
  return withdrawn?.id ?? null;
}

/**
 * Issue 17: a night stops needing a replacement once the member who cannot serve is no longer on it on either live
 * schedule (an administrator put someone else in the slot, a swap handed it over, the night or schedule went). Every
 * change to the rota calls this inside its own transaction, so the two never disagree.
 */
export async function clearFilledVacancies(tx: DbExecutor): Promise<void> {
  await tx.delete(nightVacancies).where(
    notExists(
      tx
        .select({ id: assignments.id })
        .from(assignments)
        .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
        .where(
          and(
            onLiveSchedule,
            eq(assignments.dance_date, nightVacancies.dance_date),
            servesSql(nightVacancies.member_id),
          ),
        ),
    ),
  );
}
