import { is } from 'drizzle-orm';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';
import type { ParameterOrJSON } from 'postgres';
import type { Transaction } from './client.js';

/** pg-boss's `{ db }` option: where it runs its SQL instead of its own pool. */
export type BossExecutor = { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss over an open drizzle transaction, so a job it inserts commits or rolls back with the rows written beside it
 * (decision 044: an e-mail and the job that sends it are one transaction). drizzle's postgres.js transaction holds the
 * postgres.js client of its connection; pg-boss speaks plain `$1` SQL, which that client runs as it is.
 */
export function bossExecutorFor(tx: Transaction): BossExecutor {
  const session = tx._.session;
  if (!is(session, PostgresJsSession)) throw new Error('The transaction does not run on postgres.js.');
  const client = session.client;
  return {
    async executeSql(text, values) {
      // pg-boss leaves options it has no value for undefined; postgres.js sends only null.
      const parameters = values.map((value) => (value === undefined ? null : value)) as ParameterOrJSON<never>[];
      return { rows: [...(await client.unsafe(text, parameters))] };
    },
  };
}
