import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isReachableByOthers, loadEmbeddedPostgres, SHARED_BASE } from './embedded-runtime.js';
import fs from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';

export type EmbeddedDatabase = { url: string; dataDir: string; stop: () => Promise<void> };

type Logger = { info: (msg: string) => void; warn: (msg: string) => void; debug: (msg: string) => void };

const DATABASE_NAME = 'club';
const isRoot = () => process.getuid?.() === 0;

/**
 * Starts the bundled PostgreSQL with its data under `{dataDir}/postgres`, so `npm start` needs no database server.
 * ARCHITECTURE.md: Postgres never runs as root; as root it runs as the `postgres` user, which must reach the folder.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: Logger;
}): Promise<EmbeddedDatabase> {
  const { log } = options;
  const requested = path.join(options.dataDir, 'postgres');
  const pgDataDir = isRoot() && !isReachableByOthers(requested) ? fallbackDataDir(requested) : requested;
  if (pgDataDir !== requested) {
    log.warn(`The postgres user cannot enter ${requested}; the embedded database lives in ${pgDataDir} instead`);
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
  await removeStalePid(pgDataDir, log);
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
  return { url, dataDir: pgDataDir, stop: () => server.stop() };
}

function fallbackDataDir(requested: string): string {
  const key = createHash('sha256').update(requested).digest('hex').slice(0, 12);
  return path.join(SHARED_BASE, key, 'postgres');
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

/** A crash leaves postmaster.pid behind; Postgres refuses to start while it names a process that is gone. */
async function removeStalePid(pgDataDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDataDir, 'postmaster.pid');
  let content: string;
  try {
    content = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isPostgresProcess(pid)) {
    // The built-in PostgreSQL serves one process at a time: a command run beside a server on it ends up here.
    throw new Error(
      `The embedded database in ${pgDataDir} is already in use by process ${pid} (is the server running?). ` +
        'Stop the server first, or run both on your own PostgreSQL with DATABASE_URL.',
    );
  }
  log.warn(`Removing a stale postmaster.pid left by a previous run in ${pgDataDir}`);
  await fs.rm(pidFile, { force: true });
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // The pid may have been reused by an unrelated program since the crash.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true;
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
