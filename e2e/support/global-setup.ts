import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/server/test/free-port.js';
import { GeocoderStandIn } from '../../apps/server/test/geocoder-stand-in.js';
import { MailCatcher } from '../../apps/server/test/mail-catcher.js';
import { TileServer } from './tile-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.org';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: { baseUrl: string; mailDir: string; databaseUrl: string; adminEmail: string };
  }
}

/**
 * The built app exactly as `npm start` runs it (apps/server/dist with apps/web/dist), on its own embedded Postgres,
 * in production mode so the development shortcuts are off, with mail going to a loopback SMTP catcher, addresses to a
 * loopback geocoder and map tiles from a loopback tile server: nothing leaves the machine.
 */
export default async function setup(project: TestProject) {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build before the e2e suite`);
  }
  if (!existsSync('/usr/bin/chromium')) throw new Error('/usr/bin/chromium is missing: npm test installs it (apt-get install chromium)');

  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'club-e2e-'));
  await fs.chmod(work, 0o755);
  const mailDir = path.join(work, 'mail');
  const mail = await new MailCatcher({ dir: mailDir }).start();
  const geocoder = await new GeocoderStandIn().start();
  const tiles = await new TileServer().start();
  const [port, pgPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;

  const output: string[] = [];
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(work, 'data'),
      EMBEDDED_PG_PORT: String(pgPort),
      SESSION_SECRET: 'e2e-session-secret-0123456789-0123456789',
      SMTP_URL: mail.url,
      GEOCODER_URL: geocoder.url,
      // The stand-in answers like Google too, for when a spec has set the maps key.
      GOOGLE_GEOCODER_URL: geocoder.url,
      MAP_TILE_URL: tiles.urlTemplate,
      MAIN_ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => output.push(String(chunk)));
  server.stderr!.on('data', (chunk) => output.push(String(chunk)));

  const teardown = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await mail.stop();
    await geocoder.stop();
    await tiles.stop();
    await fs.rm(work, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, output);
    const password = (await fs.readFile(await findPasswordFile(output), 'utf8')).trim();
    project.provide('e2e', {
      baseUrl,
      mailDir,
      databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/club`,
      adminEmail: E2E_ADMIN_EMAIL,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
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
  server.kill('SIGTERM');
  throw new Error(`The server did not become healthy:\n${output.join('')}`);
}

/** The embedded database's password file sits beside its data folder, which the server names in its log. */
async function findPasswordFile(output: string[]): Promise<string> {
  const match = /with its data in (\S+?)"/.exec(output.join(''));
  if (!match?.[1]) throw new Error(`The server did not say where its embedded database lives:\n${output.join('')}`);
  return `${match[1]}.password`;
}
