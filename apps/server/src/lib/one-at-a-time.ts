import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';

/**
 * Work that runs one at a time for each key, with a short line behind it, counted in PostgreSQL so that every server
 * on the database shares it (issue 28 point 10, decision 086). `take` answers true when it is the caller's turn, or
 * false at once when `waiting` callers already wait, so a flood is refused rather than queued without end.
 *
 * Transaction-level advisory locks: a caller first takes one of the `waiting + 1` places in line (tried in order,
 * never waited for), then waits for the key's turn, which PostgreSQL grants first come first. Both are let go when
 * the transaction ends, however it ends: committed, rolled back, or its server killed.
 */
export function oneAtATime({ waiting }: { waiting: number }) {
  const lock = (key: string) => sql`hashtextextended(${key}, 0)`;
  const places = Array.from({ length: waiting + 1 }, (_, place) => place);

  return {
    async take(db: Transaction, key: string): Promise<boolean> {
      const tries = sql.join(
        places.map((place) => sql`when pg_try_advisory_xact_lock(${lock(`line:${key}:${place}`)}) then ${place}`),
        sql` `,
      );
      // CASE tries the places in order and stops at the first it gets.
      const [line] = await db.execute<{ place: number | null }>(sql`select case ${tries} end as place`);
      if (line?.place === null || line?.place === undefined) return false;
      await db.execute(sql`select pg_advisory_xact_lock(${lock(`turn:${key}`)})`);
      return true;
    },
  };
}
