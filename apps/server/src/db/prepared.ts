import { fillPlaceholders } from 'drizzle-orm';
import type { DbExecutor } from './client.js';
import { rawClientOf } from './raw-client.js';

type BuiltQuery = { toSQL(): { sql: string; params: unknown[] } };

/**
 * A statement every request runs, its SQL built by drizzle once for the whole process and then run prepared, its rows
 * as arrays, on whichever handle it is given: the pool, or a club's transaction (a new handle on every request, so a
 * statement kept per handle was built again on every request: a fifth of a signed-in request's CPU). Prepared because
 * postgres.js sends an unprepared statement with parameters in two round trips (decision 065).
 */
export function statementBuiltOnce(build: (db: DbExecutor) => BuiltQuery) {
  let built: { sql: string; params: unknown[] } | undefined;
  return (db: DbExecutor, values: Record<string, unknown> = {}): Promise<unknown[][]> => {
    built ??= build(db).toSQL();
    return rawClientOf(db)
      .unsafe(built.sql, fillPlaceholders(built.params, values) as never[], { prepare: true })
      .values();
  };
}
