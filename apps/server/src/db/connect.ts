import type { AppConfig } from '../config.js';
import { createDatabase, type Database } from './client.js';
import type { DatabaseLocation } from './database-location.js';
import { startEmbeddedPostgres } from './embedded.js';
import { runMigrations } from './migrate.js';

type Logger = { info: (msg: string) => void; warn: (msg: string) => void; debug: (msg: string) => void };

export type ConnectedDatabase = {
  db: Database;
  url: string;
  /** Where the built-in PostgreSQL keeps its files; undefined with DATABASE_URL. */
  location: DatabaseLocation | undefined;
  close: () => Promise<void>;
};

/**
 * DATABASE_URL names the server to use; without it the bundled PostgreSQL starts (and stops on close). Migrations
 * run before anything else touches the database. The server and the operator commands (cli/) both connect through here.
 */
export async function connectDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
  log: Logger,
): Promise<ConnectedDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log });
  const url = config.databaseUrl ?? embedded?.url;
  if (url === undefined) throw new Error('Neither DATABASE_URL nor the bundled PostgreSQL gave a database address.');
  try {
    await runMigrations(url);
    const { sql, db } = createDatabase(url);
    return {
      db,
      url,
      location: embedded?.location,
      close: async () => {
        await sql.end({ timeout: 5 });
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
