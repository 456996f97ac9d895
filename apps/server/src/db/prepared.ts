import type { DbExecutor } from './client.js';

/**
 * A statement built once for each database (pool or transaction) it runs on, then executed with its placeholders
 * filled in: for a statement every request runs, drizzle neither rebuilds its SQL each time nor sends it unprepared
 * (decision 065: an unprepared statement with parameters costs postgres.js a second round trip).
 */
export function preparedPerDatabase<Q>(build: (db: DbExecutor) => Q): (db: DbExecutor) => Q {
  const built = new WeakMap<DbExecutor, Q>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
