import type { ParameterOrJSON } from 'postgres';
import type { Transaction } from './client.js';
import { rawClientOf } from './raw-client.js';

/** pg-boss's `{ db }` option: where it runs its SQL instead of its own pool. */
export type BossExecutor = { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss over an open drizzle transaction, so a job it inserts commits or rolls back with the rows written beside it
 * (decision 044: an e-mail and the job that sends it are one transaction). drizzle's postgres.js transaction holds the
 * postgres.js client of its connection; pg-boss speaks plain `$1` SQL, which that client runs as it is.
 */
export function bossExecutorFor(tx: Transaction): BossExecutor {
  const client = rawClientOf(tx);
  return {
    async executeSql(text, values) {
      const parameters = values.map(asParameter) as ParameterOrJSON<never>[];
      return { rows: [...(await client.unsafe(text, parameters))] };
    },
  };
}

/**
 * A value as postgres.js sends it: pg-boss leaves options it has no value for undefined (postgres.js sends only null),
 * and hands a job's data as the object itself, which node-postgres writes as JSON and postgres.js does not.
 */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  const isPlainObject =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !Buffer.isBuffer(value);
  return isPlainObject ? JSON.stringify(value) : value;
}
