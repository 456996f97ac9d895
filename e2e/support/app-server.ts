import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/free-port.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The loopback stand-ins every e2e server talks to instead of the internet. */
export type StandIns = { smtpUrl: string; geocoderUrl: string; tileUrlTemplate: string };

export type AppServer = {
  /** Where the app lives: its origin plus BASE_PATH, without a trailing slash (also its PUBLIC_URL). */
  baseUrl: string;
  origin: string;
  /** Its embedded database, for fixtures that write straight into it. */
  databaseUrl: string;
  stop: () => Promise<void>;
};

/**
 * The built app exactly as `npm start` runs it (apps/server/dist with apps/web/dist), on its own embedded Postgres
 * under `dataDir`, in production mode so the development shortcuts are off.
 */
export async function startAppServer(options: {
  dataDir: string;
  standIns: StandIns;
  adminEmail: string;
  basePath?: string;
  /** Other origins whose browser clients may call the API. */
  corsOrigins?: string[];
  /** More of the server's environment: a deployment of many clubs (CLUBS=multi) and its operators. */
  env?: Record<string, string>;
}): Promise<AppServer> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}${options.basePath ?? ''}`;
  const output: string[] = [];
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_PATH: options.basePath ?? '',
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SESSION_SECRET: 'e2e-session-secret-0123456789-0123456789',
      SMTP_URL: options.standIns.smtpUrl,
      GEOCODER_URL: options.standIns.geocoderUrl,
      // The stand-in answers like Google too, for when a spec has set the maps key.
      GOOGLE_GEOCODER_URL: options.standIns.geocoderUrl,
      MAP_TILE_URL: options.standIns.tileUrlTemplate,
      MAIN_ADMIN_EMAIL: options.adminEmail,
      LOG_LEVEL: 'info',
      // The whole suite signs in from 127.0.0.1 within minutes, as a club hall behind one address would, and signs
      // the same administrator in far more than five times in 15 minutes.
      LOGIN_LINKS_PER_IP: '1000',
      LOGIN_LINKS_PER_ADDRESS: '1000',
      CORS_ORIGINS: (options.corsOrigins ?? []).join(','),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => output.push(String(chunk)));
  server.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };

  try {
    await waitForHealth(baseUrl, server, output);
    const password = (await fs.readFile(findPasswordFile(output), 'utf8')).trim();
    return {
      baseUrl,
      origin,
      databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/club`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited during start:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy:\n${output.join('')}`);
}

/** The embedded database's password file sits beside its data folder, which the server names in its log. */
function findPasswordFile(output: string[]): string {
  const match = /with its data in (\S+?)"/.exec(output.join(''));
  if (!match?.[1]) throw new Error(`The server did not say where its embedded database lives:\n${output.join('')}`);
  return `${match[1]}.password`;
}
