import type { AppConfig } from '../config.js';
import { createDatabase } from './client.js';
import { type ClubDatabase, clubDatabaseOf } from './club-database.js';
import { APP_ROLE, type DatabaseAddresses, urlAs } from './database-roles.js';
import type { DatabaseLocation } from './database-location.js';
import { startEmbeddedPostgres } from './embedded.js';
import { runMigrations } from './migrate.js';

type Logger = { info: (msg: string) => void; warn: (msg: string) => void; debug: (msg: string) => void };

export type ConnectedDatabase = {
  database: ClubDatabase;
  /** The address the app signs in with: the role row-level security holds for (issue 28). */
  url: string;
  /** Where the built-in PostgreSQL keeps its files; undefined with DATABASE_URL. */
  location: DatabaseLocation | undefined;
  close: () => Promise<void>;
};

/**
 * DATABASE_URL names the server to use; without it the bundled PostgreSQL starts (and stops on close). Migrations
 * run before anything else touches the database, on DATABASE_OWNER_URL when it is given. The built-in PostgreSQL
 * migrates as its superuser and gives the app a role of its own (database-roles.ts). The server and the operator
 * commands (cli/) both connect through here.
 */
export async function connectDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseOwnerUrl' | 'dataDir' | 'embeddedPgPort'>,
  log: Logger,
): Promise<ConnectedDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log });
  const addresses: DatabaseAddresses | undefined = embedded
    ? {
        ownerUrl: embedded.url,
        appUrl: urlAs(embedded.url, APP_ROLE, embedded.appPassword),
        appPassword: embedded.appPassword,
      }
    : config.databaseUrl
      ? { ownerUrl: config.databaseOwnerUrl ?? config.databaseUrl, appUrl: config.databaseUrl }
      : undefined;
  if (addresses === undefined)
    throw new Error('Neither DATABASE_URL nor the bundled PostgreSQL gave a database address.');
  try {
    await runMigrations(addresses);
    const { sql, db } = createDatabase(addresses.appUrl);
    return {
      database: clubDatabaseOf(db),
      url: addresses.appUrl,
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
