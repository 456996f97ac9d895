import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { GeocoderStandIn } from '../../apps/server/test/geocoder-stand-in.js';
import { MailCatcher } from '../../apps/server/test/mail-catcher.js';
import { type StandIns, startAppServer } from './app-server.js';
import { ClientOrigin } from './client-origin.js';
import { TileServer } from './tile-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.org';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: {
      baseUrl: string;
      mailDir: string;
      databaseUrl: string;
      adminEmail: string;
      standIns: StandIns;
      clientOrigin: string;
    };
  }
}

/**
 * One built server for the suite (see app-server.ts), with mail going to a loopback SMTP catcher, addresses to a
 * loopback geocoder and map tiles from a loopback tile server: nothing leaves the machine. A second loopback origin
 * serves a browser client of the REST API, listed in the server's CORS_ORIGINS. A spec that needs a server
 * configured otherwise starts its own against the same stand-ins.
 */
export default async function setup(project: TestProject) {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, built)))
      throw new Error(`${built} is missing: run npm run build before the e2e suite`);
  }
  if (!existsSync('/usr/bin/chromium'))
    throw new Error('/usr/bin/chromium is missing: npm test installs it (apt-get install chromium)');

  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'club-e2e-'));
  await fs.chmod(work, 0o755);
  const mailDir = path.join(work, 'mail');
  const mail = await new MailCatcher({ dir: mailDir }).start();
  const geocoder = await new GeocoderStandIn().start();
  const tiles = await new TileServer().start();
  const client = await new ClientOrigin().start();
  const standIns: StandIns = { smtpUrl: mail.url, geocoderUrl: geocoder.url, tileUrlTemplate: tiles.urlTemplate };

  const teardownStandIns = async () => {
    await mail.stop();
    await geocoder.stop();
    await tiles.stop();
    await client.stop();
    await fs.rm(work, { recursive: true, force: true });
  };

  let server;
  try {
    server = await startAppServer({
      dataDir: path.join(work, 'data'),
      standIns,
      adminEmail: E2E_ADMIN_EMAIL,
      corsOrigins: [client.origin],
    });
  } catch (error) {
    await teardownStandIns();
    throw error;
  }
  project.provide('e2e', {
    baseUrl: server.baseUrl,
    mailDir,
    databaseUrl: server.databaseUrl,
    adminEmail: E2E_ADMIN_EMAIL,
    standIns,
    clientOrigin: client.origin,
  });
  return async () => {
    await server.stop();
    await teardownStandIns();
  };
}
