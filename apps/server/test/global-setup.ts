import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';
import { freePort } from './free-port.js';
import { APP_ROLE, urlAs } from '../src/db/database-roles.js';
import { databaseUrl, TEST_APP_PASSWORD } from './test-database.js';

const quiet = { info: () => {}, warn: () => {}, debug: () => {} };

/**
 * One Postgres for the run: TEST_DATABASE_URL when set (CI points it at the PostgreSQL 15 server), otherwise an
 * embedded one with its own data folder and port. A migrated template database is cloned for each test file; the
 * migration makes the owner and app roles there as on the built-in PostgreSQL (issue 28), so the tests run as the app.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-test-pg-'));
    // mkdtemp makes the folder private; as root the postgres user must be able to enter it.
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: quiet });
    adminUrl = databaseUrl(embedded.url, 'postgres');
  }
  const templateName = `club_template_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${templateName}" with (force)`);
  await admin.unsafe(`create database "${templateName}"`);
  const templateUrl = databaseUrl(adminUrl, templateName);
  await runMigrations({
    ownerUrl: templateUrl,
    appUrl: urlAs(templateUrl, APP_ROLE, TEST_APP_PASSWORD),
    appPassword: TEST_APP_PASSWORD,
  });
  project.provide('testDatabase', { adminUrl, templateName, appPassword: TEST_APP_PASSWORD });

  return async () => {
    await admin.unsafe(`drop database if exists "${templateName}" with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
