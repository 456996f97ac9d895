import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { APP_ROLE, urlAs } from '../src/db/database-roles.js';
import { runMigrations } from '../src/db/migrate.js';
import { issueLoginLink } from '../src/modules/auth/auth.service.js';
import { findMembersByEmail, toSessionUser } from '../src/modules/users/users.service.js';
import { bearer, TEST_PUBLIC_URL, TEST_SESSION_SECRET } from './harness.js';
import { databaseUrl } from './test-database.js';

// Issue 28 point 9: a database of one club as the release before clubs left it migrates in place, every row kept and
// each now the first club's, and the server then runs on it as before.
const DUMP = fileURLToPath(new URL('./fixtures/single-club-0018.sql', import.meta.url));
const info = inject('testDatabase');
const name = `club_upgrade_${process.pid}_${randomBytes(4).toString('hex')}`;
const ownerUrl = databaseUrl(info.adminUrl, name);
const appUrl = urlAs(ownerUrl, APP_ROLE, info.appPassword);

let admin: postgres.Sql;
let dataDir: string;
beforeAll(async () => {
  admin = postgres(info.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-upgrade-'));
});
afterAll(async () => {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/**
 * The columns migrations after the dump's release added to a club's tables, with what every row that existed before
 * holds in them: a member's own language (issue 29) is unset, so they read the club's.
 */
const ADDED_COLUMNS: Record<string, Record<string, unknown>> = { members: { locale: null } };

/**
 * Every row of every table of the public schema but the register, as JSON without its club and without the columns
 * added since (`ADDED_COLUMNS`, checked apart), in a stable order.
 */
async function everyRow(sql: postgres.Sql): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }[]>`
    select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('clubs', 'club_hosts')
    order by tablename`;
  const rows: Record<string, string> = {};
  for (const { name: table } of tables) {
    const dropped = ['club_id', ...Object.keys(ADDED_COLUMNS[table] ?? {})].map((column) => ` - '${column}'`).join('');
    const [result] = await sql.unsafe<{ rows: string }[]>(
      `select coalesce(json_agg(to_jsonb(t)${dropped} order by (to_jsonb(t)${dropped})::text), '[]')::text as rows
       from public."${table}" t`,
    );
    rows[table] = result!.rows;
  }
  return rows;
}

describe('upgrading a single-club database in place', () => {
  it('keeps every row, gives each to club 1 named from its settings, and the server runs on it', async () => {
    // Its own connection: the dump empties the session's search_path.
    const loading = postgres(ownerUrl, { max: 1, onnotice: () => {} });
    let before: Record<string, string>;
    try {
      await loading.unsafe(await fs.readFile(DUMP, 'utf8'));
    } finally {
      await loading.end();
    }
    const owner = postgres(ownerUrl, { max: 1, onnotice: () => {} });
    try {
      before = await everyRow(owner);
      expect(Object.keys(before)).toHaveLength(22);
      expect(JSON.parse(before.members!)).toHaveLength(10);

      await runMigrations({ ownerUrl, appUrl, appPassword: info.appPassword });

      const after = await everyRow(owner);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const table of Object.keys(before)) expect(after[table], table).toBe(before[table]);
      for (const [table, columns] of Object.entries(ADDED_COLUMNS)) {
        const added = await owner.unsafe<Record<string, unknown>[]>(
          `select ${Object.keys(columns).join(', ')} from public."${table}"`,
        );
        expect(added, table).toEqual(JSON.parse(before[table]!).map(() => columns));
      }
      for (const table of Object.keys(before)) {
        const [clubs] = await owner.unsafe<{ ids: number[] | null }[]>(
          `select array_agg(distinct club_id) as ids from public."${table}"`,
        );
        if (JSON.parse(before[table]!).length > 0) expect(clubs!.ids, table).toEqual([1]);
      }
      expect(await owner`select id, slug, name, time_zone, locale from clubs`).toEqual([
        { id: 1, slug: 'club', name: 'Lindenhof Squares', time_zone: 'Europe/Berlin', locale: 'en' },
      ]);
    } finally {
      await owner.end();
    }

    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'development',
        DATABASE_URL: appUrl,
        DATABASE_OWNER_URL: ownerUrl,
        SESSION_SECRET: TEST_SESSION_SECRET,
        PUBLIC_URL: TEST_PUBLIC_URL,
        DATA_DIR: dataDir,
        MAIN_ADMIN_EMAIL: 'chair@example.org',
        LOG_LEVEL: 'silent',
      }),
      { jobs: false, logStream: new Writable({ write: (_chunk, _encoding, done) => done() }) },
    );
    try {
      expect(app.club).toMatchObject({ id: 1, name: 'Lindenhof Squares' });
      // The main administrator of before is still the protected one, and signs in as before.
      const link = await app.database.inClub(app.club!.id, async (db) => {
        const [chair] = await findMembersByEmail(db, 'chair@example.org');
        expect(chair).toMatchObject({ is_main_admin: true });
        return issueLoginLink({ db, clubUrl: app.config.publicUrl }, toSessionUser(chair!));
      });
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/auth/validate-token',
        payload: { token: link.token },
      });
      const token = signedIn.json().data.token as string;
      const roster = await app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
      expect(roster.json().data.count).toBe(10);
      expect(roster.json().data.users.map((member: { last_name: string }) => member.last_name)).toContain('Dvořák');
      const next = await app.inject({ method: 'GET', url: '/api/schedules/next', headers: bearer(token) });
      expect(next.json().data).toMatchObject({ schedule: { name: 'Spring' }, count: 5 });
      const settings = await app.inject({ method: 'GET', url: '/api/settings', headers: bearer(token) });
      expect(settings.json().data).toMatchObject({ club_name: 'Lindenhof Squares', system_timezone: 'Europe/Berlin' });
    } finally {
      await app.close();
    }
  });
});
