import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/free-port.js';
import { TEST_PUBLIC_URL, TEST_SESSION_SECRET } from '../test/harness.js';
import { waitFor } from './write-stream.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type ChildServer = {
  baseUrl: string;
  process: ChildProcess;
  exited: Promise<void>;
  /** Killed (SIGKILL) unless told otherwise; SIGTERM lets it close and stop its built-in PostgreSQL. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** Your own PostgreSQL (DATABASE_URL), or the built-in one in a DATA_DIR the caller keeps across servers. */
export type ChildDatabase = string | { dataDir: string; embeddedPgPort: number };

/**
 * The real server in a process of its own (src/main.ts through tsx, so it is the source under test and not a stale
 * build), on a given database, signing sessions with the harness secret so tokens made in the test work there.
 */
export async function startChildServer(database: ChildDatabase): Promise<ChildServer> {
  const port = await freePort();
  const ownDataDir = typeof database === 'string';
  const dataDir = ownDataDir ? await fs.mkdtemp(path.join(os.tmpdir(), 'club-stress-server-')) : database.dataDir;
  const databaseEnv = ownDataDir ? { DATABASE_URL: database } : { EMBEDDED_PG_PORT: String(database.embeddedPgPort) };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...databaseEnv,
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  await waitFor('the child server to answer /api/health', async () => {
    if (hasExited) throw new Error('The child server exited before it answered');
    return fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  });
  return {
    baseUrl,
    process: child,
    exited,
    stop: async (signal = 'SIGKILL') => {
      if (!hasExited) child.kill(signal);
      await exited;
      if (ownDataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
