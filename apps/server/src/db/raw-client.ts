import { is } from 'drizzle-orm';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { DbExecutor } from './client.js';

/**
 * The postgres.js client a drizzle handle runs on: inside a club's transaction, that transaction's own connection. For
 * what drizzle does not do itself: a cursor over a large read, a statement prepared by its text, pg-boss's plain SQL.
 */
export function rawClientOf(db: DbExecutor): postgres.Sql {
  const session = db._.session;
  if (!is(session, PostgresJsSession)) throw new Error('The database handle does not run on postgres.js.');
  return session.client;
}
