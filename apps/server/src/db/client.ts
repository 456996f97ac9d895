import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index.js';

const CONNECT_TIMEOUT_SECONDS = 1.5;
const MAX_RECONNECT_DELAY_SECONDS = 0.25;

/**
 * `debug` sees every statement sent (tests count them: issue 18's bounded import). `connection` sets parameters for
 * each connection's whole session: the tests' own connection is one club's that way (test/harness.ts), while the app
 * sets its club per transaction (club-database.ts).
 */
export function createDatabase(
  url: string,
  options: {
    max?: number;
    debug?: (connection: number, query: string) => void;
    connection?: Record<string, string>;
  } = {},
) {
  const sql = postgres(url, {
    max: options.max ?? 10,
    ...(options.debug ? { debug: options.debug } : {}),
    ...(options.connection ? { connection: options.connection } : {}),
    onnotice: () => {},
    // Issue 14: while the database is out of reach a request fails (503) within 2 s instead of hanging. postgres.js
    // waits up to 20 s between tries to reconnect (growing with each failure) and 30 s for a connection; a request
    // queued meanwhile waits for both.
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, MAX_RECONNECT_DELAY_SECONDS),
    // Dates stay YYYY-MM-DD strings (API.md), never shifted through a JavaScript Date in the server's time zone.
    types: { date: { to: 1082, from: [1082], serialize: (value: string) => value, parse: (value: string) => value } },
  });
  const db = drizzle(sql, { schema });
  return { sql, db };
}

export type Database = ReturnType<typeof createDatabase>['db'];
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Services accept either the pool or an open transaction, so callers can compose them in one transaction. */
export type DbExecutor = Database | Transaction;
