import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { chooseDatabaseLocation, type DatabaseLocation } from './database-location.js';
import { loadEmbeddedPostgres } from './embedded-runtime.js';
import { stopOrphanedPostmaster } from './orphaned-postmaster.js';
import { superviseEmbeddedPostgres } from './embedded-supervisor.js';

export type EmbeddedDatabase = {
  /** The superuser's address: migrations, and the roles of issue 28. */
  url: string;
  /** The password of the role the app signs in as (database-roles.ts), kept beside the superuser's. */
  appPassword: string;
  dataDir: string;
  location: DatabaseLocation;
  stop: () => Promise<void>;
};

type Logger = { info: (msg: string) => void; warn: (msg: string) => void; debug: (msg: string) => void };

const DATABASE_NAME = 'club';
const isRoot = () => process.getuid?.() === 0;

/**
 * Starts the bundled PostgreSQL with its data under `{dataDir}/postgres`, so `npm start` needs no database server.
 * ARCHITECTURE.md: Postgres never runs as root; as root it runs as the `postgres` user, which must reach the folder.
 * One that a killed server left running on the same folder is stopped and the folder reused; one that stops while
 * the server runs is started again.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: Logger;
}): Promise<EmbeddedDatabase> {
  const { log } = options;
  const location = await chooseDatabaseLocation(options.dataDir, { asRoot: isRoot() });
  const pgDataDir = location.directory;
  if (location.closedFolder) {
    log.warn(
      `The postgres user cannot enter ${location.closedFolder}; the embedded database lives in ${pgDataDir} instead`,
    );
  }
  await fs.mkdir(path.dirname(pgDataDir), { recursive: true });
  const password = await readOrCreatePassword(`${pgDataDir}.password`);

  // Loaded only when needed: with DATABASE_URL set, the bundled binaries are never touched.
  const EmbeddedPostgres = await loadEmbeddedPostgres(log);
  const server = new EmbeddedPostgres({
    databaseDir: pgDataDir,
    port: options.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    // Loopback only and no unix socket: nothing outside this computer can reach it, and no socket folder is needed.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log.debug(String(message).trim()),
    onError: (error) => log.debug(String(error).trim()),
  });

  if (!existsSync(path.join(pgDataDir, 'PG_VERSION'))) {
    log.info(`Creating the embedded database in ${pgDataDir}`);
    await server.initialise();
  }
  await stopOrphanedPostmaster(pgDataDir, log);
  try {
    await server.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port}. Is another program using that port? ` +
        'Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use your own server.',
    );
  }

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${DATABASE_NAME}`;
  await ensureDatabase(url.replace(/\/club$/, '/postgres'));
  log.info(`Embedded PostgreSQL is running on 127.0.0.1:${options.port} with its data in ${pgDataDir}`);
  const supervisor = superviseEmbeddedPostgres(server, {
    prepareRestart: () => stopOrphanedPostmaster(pgDataDir, log),
    log,
  });
  const appPassword = await readOrCreatePassword(`${pgDataDir}.app-password`);
  return { url, appPassword, dataDir: pgDataDir, location, stop: supervisor.stop };
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${DATABASE_NAME}`;
    if (rows.length === 0) await sql.unsafe(`create database ${DATABASE_NAME}`);
  } finally {
    await sql.end();
  }
}
