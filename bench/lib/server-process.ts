import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../apps/server/test/free-port.js';
import { BENCH_ADMIN_EMAIL } from './database.js';
import { ROOT, SESSION_SECRET } from './env.js';

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawn until GET /api/health first answered 200. */
  readyMs: number;
  output: string[];
  stop: () => Promise<void>;
};

/** Spawns a Node program and waits until `{baseUrl}/api/health` answers 200, timing from the spawn. */
export async function startProcess(options: {
  args: string[];
  env: Record<string, string>;
  port: number;
}): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const output: string[] = [];
  const started = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(options.port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.args.join(' ')} exited during start:\n${output.join('')}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.args.join(' ')} did not become healthy:\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, pid: child.pid!, baseUrl, readyMs: performance.now() - started, output, stop };
}

/** The built server exactly as `npm start` runs it (apps/server/dist/main.js), production mode, embedded database. */
export async function startBuiltServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  return startProcess({
    args: ['apps/server/dist/main.js'],
    port,
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SESSION_SECRET,
      MAIN_ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
      // Nothing leaves the machine: no map tiles, and a geocoder address that nobody answers.
      MAP_TILE_URL: 'none',
      GEOCODER_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'info',
    },
  });
}

/** The baseline server: Fastify with one /api/health route and nothing else (bench/fixtures/hello-fastify.mjs). */
export async function startHelloFastify(): Promise<ServerProcess> {
  return startProcess({ args: [path.join('bench', 'fixtures', 'hello-fastify.mjs')], port: await freePort(), env: {} });
}

/** The embedded database's URL, from the password file beside the data folder the server names in its log. */
export function embeddedDatabaseUrl(server: ServerProcess, passwordFileText: string): string {
  const port = /Embedded PostgreSQL is running on 127\.0\.0\.1:(\d+)/.exec(server.output.join(''))?.[1];
  if (!port) throw new Error(`The server did not say where its embedded database runs:\n${server.output.join('')}`);
  return `postgres://postgres:${encodeURIComponent(passwordFileText.trim())}@127.0.0.1:${port}/club`;
}

export function embeddedPasswordFile(server: ServerProcess): string {
  const match = /with its data in (\S+?)"/.exec(server.output.join(''));
  if (!match?.[1])
    throw new Error(`The server did not say where its embedded database lives:\n${server.output.join('')}`);
  return `${match[1]}.password`;
}
