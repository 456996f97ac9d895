import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { backupInfoSchema, backupListSchema, MAINTENANCE_MESSAGES } from '@club/shared';
import { createDatabase, type Database } from '../../db/client.js';
import { assignments, auditEntries, importLogs, members, reminderSends, settings } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, createTestApp, useTestApp } from '../../../test/harness.js';
import { createDatabaseFromTemplate } from '../../../test/test-database.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { createNextSchedule, promoteNextSchedule } from '../rota/plan/schedule-lifecycle.js';
import { updateSettings } from '../settings/settings.service.js';
import { STALE_TEMPORARY_MS } from './backup-temporaries.js';
import { BACKUP_KEEP, BACKUP_UNIT, createBackup, isBackupDue, listBackups, restoreBackup } from './backups.service.js';
import { listClubTables } from './club-tables.js';
import { SYSTEM } from '../../lib/context.js';
import { clubDatabaseOf } from '../../db/club-database.js';
import { ensureSingleClub } from '../clubs/single-club.js';

let backupDir: string;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  backupDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'club-test-backups-')), 'backups');
});
afterAll(() => fs.rm(path.dirname(backupDir), { recursive: true, force: true }));
const t = useTestApp(() => ({ env: { BACKUP_DIR: backupDir } }));
beforeEach(async () => {
  // Each test starts without the folder, so createBackup also proves it makes it.
  await fs.rm(backupDir, { recursive: true, force: true });
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
  memberToken = await t.signIn(await createMember(t.db));
});

/**
 * A brand-new database migrated like the server's, with its one club and nothing of it yet; `db` is the app role's
 * connection in that club, and `restore` loads a backup there in one unit of work, as the restore command does.
 */
async function freshDatabase() {
  const database = await createDatabaseFromTemplate(inject('testDatabase'));
  const owner = createDatabase(database.url, { max: 1 });
  const club = await ensureSingleClub(clubDatabaseOf(owner.db).clubs);
  const { sql: client, db } = createDatabase(database.appUrl, {
    max: 2,
    connection: { 'app.club_id': String(club.id) },
  });
  return {
    db,
    restore: (file: string) => db.transaction((tx) => restoreBackup(tx, file, club)),
    async close() {
      await client.end();
      await owner.sql.end();
      await database.drop();
    },
  };
}

/** Every table's rows, as row_to_json and as the row's text (which tells an SQL NULL from a JSON null). */
async function dumpTables(db: Database): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  for (const table of await listClubTables(db)) {
    const order = table.primary_key.map((column) => `t."${column}"`).join(', ');
    const [row] = await db.execute<{ rows: string }>(
      sql.raw(
        `select coalesce(json_agg(json_build_array(row_to_json(t), t::text) order by ${order}), '[]')::text as rows from public."${table.name}" t`,
      ),
    );
    dump[table.name] = row!.rows;
  }
  return dump;
}

async function seedClubData() {
  const zoe = await createMember(t.db, {
    first_name: 'Zoë',
    last_name: "O'Brien",
    latitude: 37.774929123456786,
    longitude: -122.41941550000001,
    birthday: '02/29',
    notes: 'Likes "quotes", back\\slashes,\nnew lines and 🕺.',
    status: 'booster',
  });
  const sam = await createMember(t.db, {
    first_name: 'Sam',
    partner_id: zoe.id,
    latitude: -33.8688,
    longitude: 151.2093,
  });
  const kim = await createMember(t.db, { first_name: 'Kim', friend_id: sam.id, status: 'loa' });
  // Partners point at each other, and at a member added later: order within a table must not matter.
  await t.db.update(members).set({ partner_id: sam.id, friend_id: kim.id }).where(eq(members.id, zoe.id));
  await t.db.execute(
    sql`update members set geocoded_at = '2024-03-10 10:30:00.123456+00', updated_at = '1999-12-31 23:59:59.999999+00' where id = ${zoe.id}`,
  );

  const next = await t.inClub(async (ctx) => {
    await createNextSchedule(ctx, { name: 'Winter', start_date: '2026-01-01', end_date: '2026-02-28' });
    await promoteNextSchedule(ctx);
    return createNextSchedule(ctx, { name: 'Spring', start_date: '2026-03-01', end_date: '2026-04-30' });
  });
  await t.db
    .update(assignments)
    .set({ squarehead1_id: zoe.id, squarehead2_id: sam.id, squarehead3_id: kim.id, notes: 'Bring the speaker' })
    .where(eq(assignments.id, next.assignments[0]!.id));

  await t.inClub((ctx) =>
    updateSettings(ctx, {
      club_name: 'Dancers “Ünïcode” 🕺',
      reminder_days: '7,1',
      smtp_port: 2525,
      backup_enabled: true,
    }),
  );
  // A setting whose stored value is the JSON null; the column is NOT NULL, so it must not come back as SQL NULL.
  await t.db.execute(sql`insert into settings (key, value) values ('club_lat', 'null'::jsonb)`);
  await t.db.insert(importLogs).values({
    file_name: 'roster.csv',
    result: {
      imported: 3,
      updated: 1,
      skipped: 0,
      duplicates_handled: 0,
      shared_emails: 0,
      auto_partnerships: 1,
      errors: ['Row 4: bad e-mail'],
    },
    by_user_id: zoe.id,
  });
  await t.db.insert(auditEntries).values([
    { actor_id: sam.id, action: 'test.null-details', entity: 'member', entity_id: kim.id, details: null },
    {
      actor_id: null,
      action: 'test.nested',
      entity: 'member',
      entity_id: null,
      details: { a: [1, 2.5, { b: null }], big: 1e21 },
    },
  ]);
  await t.db.execute(
    sql`insert into audit_entries (action, entity, details) values ('test.json-null', 'member', 'null'::jsonb)`,
  );
  await t.db.insert(reminderSends).values({
    assignment_id: next.assignments[0]!.id,
    member_id: zoe.id,
    dance_date: '2026-03-04',
    days_before: 7,
    email: zoe.email,
  });
  // A sign-in leaves a login token (char(64), inet) and a session (uuid).
  await t.signIn(zoe);
  return { zoe };
}

describe('backup and restore', () => {
  it('restores into a fresh database with identical rows in every table, and ids continue after the largest', async () => {
    await seedClubData();
    const backup = await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT);
    // Issue 9: the audit entry of this backup is written once the file exists, so the snapshot cannot hold it.
    await t.db.delete(auditEntries).where(eq(auditEntries.action, 'backup.create'));
    const fresh = await freshDatabase();
    try {
      const { tables: restored, secretsToEnterAgain } = await fresh.restore(path.join(backupDir, backup.file_name));
      expect(secretsToEnterAgain).toEqual([]);

      const source = await dumpTables(t.db);
      const copy = await dumpTables(fresh.db);
      expect(Object.keys(copy)).toEqual(Object.keys(source));
      for (const table of Object.keys(source)) expect(copy[table], table).toBe(source[table]);
      for (const table of [
        'members',
        'schedules',
        'assignments',
        'settings',
        'login_tokens',
        'sessions',
        'import_logs',
        'reminder_sends',
        'audit_entries',
      ]) {
        expect(restored.find((entry) => entry.table === table)?.rows, table).toBeGreaterThan(0);
      }
      // Dependencies come first: members before the tables that point at them.
      const order = restored.map((entry) => entry.table);
      expect(order.indexOf('members')).toBeLessThan(order.indexOf('assignments'));
      expect(order.indexOf('schedules')).toBeLessThan(order.indexOf('assignments'));
      expect(order.indexOf('assignments')).toBeLessThan(order.indexOf('reminder_sends'));

      const inserts = {
        members: `insert into members (first_name, last_name, email) values ('After', 'Restore', 'after@example.org') returning id`,
        audit_entries: `insert into audit_entries (action, entity) values ('after.restore', 'member') returning id`,
      };
      for (const [table, insert] of Object.entries(inserts)) {
        const [row] = await fresh.db.execute<{ next_id: number }>(
          sql.raw(`select max(id) + 1 as next_id from ${table}`),
        );
        const [inserted] = await fresh.db.execute<{ id: number }>(sql.raw(insert));
        expect(inserted!.id, table).toBe(row!.next_id);
      }
    } finally {
      await fresh.close();
    }
  });

  it('leaves the stored secrets out of the file, and the restore names the settings to enter again (issue 14)', async () => {
    await seedClubData();
    await t.inClub((ctx) =>
      updateSettings(ctx, { smtp_password: 'smtp-Secret-4471', google_api_key: 'AIza-maps-Key-9902' }),
    );
    const backup = await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT);
    const text = gunzipSync(await fs.readFile(path.join(backupDir, backup.file_name))).toString('utf8');
    expect(text).toContain('Dancers “Ünïcode” 🕺');
    for (const secret of ['smtp-Secret-4471', 'AIza-maps-Key-9902', '"key":"smtp_password"', '"key":"google_api_key"'])
      expect(text).not.toContain(secret);
    expect(text).toContain('"key":"smtp_port"');

    const fresh = await freshDatabase();
    try {
      const { secretsToEnterAgain } = await fresh.restore(path.join(backupDir, backup.file_name));
      expect(secretsToEnterAgain).toEqual(['google_api_key', 'smtp_password']);
      expect(MAINTENANCE_MESSAGES.secretsToEnterAgain(secretsToEnterAgain)).toBe(
        'Backups never hold secrets. Enter again in the settings: the Google Maps API key, the SMTP password.',
      );
      const restoredSettings = await fresh.db.select().from(settings);
      expect(restoredSettings.map((row) => row.key)).not.toContain('smtp_password');
      expect(restoredSettings.find((row) => row.key === 'club_name')?.value).toBe('Dancers “Ünïcode” 🕺');
    } finally {
      await fresh.close();
    }
  });

  it('refuses a database that is not empty and writes nothing into it', async () => {
    await seedClubData();
    const backup = await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT);
    const fresh = await freshDatabase();
    try {
      await fresh.db.insert(settings).values({ key: 'club_name', value: 'Already here' });
      await expect(fresh.restore(path.join(backupDir, backup.file_name))).rejects.toThrow(
        /not empty \(the settings table has rows\)/,
      );
      expect(await fresh.db.select().from(members)).toEqual([]);
      expect(await fresh.db.select().from(settings)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a file that is not a club backup, with a readable message', async () => {
    const fresh = await freshDatabase();
    const file = path.join(os.tmpdir(), `not-a-backup-${process.pid}.json.gz`);
    try {
      await fs.writeFile(file, 'plain text');
      await expect(fresh.restore(file)).rejects.toThrow(
        'not-a-backup-' + process.pid + '.json.gz is not a gzip-compressed club backup.',
      );
    } finally {
      await fs.rm(file, { force: true });
      await fresh.close();
    }
  });

  it('writes a private folder and file, and the file is gzip JSON with the format header', async () => {
    const backup = backupInfoSchema.parse(await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT));
    expect((await fs.stat(backupDir)).mode & 0o777).toBe(0o700);
    const file = path.join(backupDir, backup.file_name);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const document = JSON.parse(gunzipSync(await fs.readFile(file)).toString('utf8'));
    expect(document).toMatchObject({
      format: 'club-manager-backup',
      format_version: 1,
      app_version: t.config.version,
      created_at: backup.created_at,
    });
    expect(document.migration).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(document.tables)).toContain('members');
    expect(Object.keys(document.tables)).not.toContain('job');
    expect(backup.size_bytes).toBe((await fs.stat(file)).size);
  });

  it(`keeps only the newest ${BACKUP_KEEP} backups and leaves other files alone`, async () => {
    await fs.mkdir(backupDir, { recursive: true });
    const stamp = (day: number) =>
      `2020${String(Math.floor(day / 28) + 1).padStart(2, '0')}${String((day % 28) + 1).padStart(2, '0')}`;
    const old = Array.from({ length: BACKUP_KEEP + 5 }, (_, day) => `club-backup-${stamp(day)}T030000Z.json.gz`);
    for (const name of [...old, 'notes.txt']) await fs.writeFile(path.join(backupDir, name), 'x');
    const backup = await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT);

    const { backups } = await listBackups({ config: t.config, club: t.club });
    expect(backups).toHaveLength(BACKUP_KEEP);
    expect(backups[0]!.file_name).toBe(backup.file_name);
    expect(backups.slice(1).map((entry) => entry.file_name)).toEqual(old.slice(-(BACKUP_KEEP - 1)).reverse());
    expect(await fs.readdir(backupDir)).toContain('notes.txt');
  });
});

/** Temporaries as a crash mid-backup leaves them: one of a process of this computer that is gone, one of a version
 * before issue 14 (no writer in the name) written long ago; beside them what must stay. */
async function leaveUnfinishedBackups(folder: string) {
  await fs.mkdir(folder, { recursive: true });
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  const name = (writer: string) => `.club-backup-20260301T082300Z.json.gz.${writer}0123456789ab.tmp`;
  const files = {
    crashed: name(`${os.hostname()}-${gone}-`),
    oldAndOld: name(''),
    writing: name(`${os.hostname()}-${process.pid}-`),
    otherComputerNow: name('elsewhere-42-'),
  };
  for (const file of Object.values(files)) await fs.writeFile(path.join(folder, file), 'members: Zoë, 555-0101');
  const longAgo = new Date(Date.now() - STALE_TEMPORARY_MS - 60_000);
  await fs.utimes(path.join(folder, files.oldAndOld), longAgo, longAgo);
  return files;
}

describe('unfinished backups (issue 14)', () => {
  it('are removed before each backup, but not one a live process is writing or a recent one of another computer', async () => {
    const files = await leaveUnfinishedBackups(backupDir);
    const backup = await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT);
    expect((await fs.readdir(backupDir)).sort()).toEqual(
      [files.otherComputerNow, files.writing, backup.file_name].sort(),
    );
  });

  it('are removed when the server starts', async () => {
    const folder = path.join(path.dirname(backupDir), 'at-start');
    const files = await leaveUnfinishedBackups(folder);
    const started = await createTestApp({ databaseOf: t, env: { BACKUP_DIR: folder } });
    try {
      await started.app.ready();
      expect((await fs.readdir(folder)).sort()).toEqual([files.otherComputerNow, files.writing].sort());
    } finally {
      await started.close();
    }
  });
});

describe('backup routes', () => {
  it('lists backups newest first, without the folder, for admins', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/maintenance/backups', headers: bearer(adminToken) })).json().data,
    ).toEqual({ backups: [] });
    const first = await t.app.inject({ method: 'POST', url: '/api/maintenance/backups', headers: bearer(adminToken) });
    expect(first.statusCode).toBe(201);
    expect(backupInfoSchema.parse(first.json().data).file_name).toMatch(/^club-backup-/);

    const listed = await t.app.inject({ method: 'GET', url: '/api/maintenance/backups', headers: bearer(adminToken) });
    expect(listed.statusCode).toBe(200);
    expect(backupListSchema.parse(listed.json().data).backups).toEqual([first.json().data]);
    expect(listed.body).not.toContain(backupDir);
    expect(first.body).not.toContain(backupDir);
  });

  it('downloads a backup as a gzip attachment, with the bearer token or the session cookie', async () => {
    const backup = await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT);
    const url = `/api/maintenance/backups/${backup.file_name}`;
    for (const headers of [bearer(adminToken), { cookie: `${SESSION_COOKIE}=${adminToken}` }]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${backup.file_name}"`);
      expect(response.rawPayload).toEqual(await fs.readFile(path.join(backupDir, backup.file_name)));
      expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')).format).toBe('club-manager-backup');
    }
  });

  it.each([
    ['a path outside the folder', '..%2F..%2Fetc%2Fpasswd'],
    ['a name the server never writes', 'x.json.gz'],
    ['a backup that does not exist', 'club-backup-20200101T000000Z.json.gz'],
  ])('answers 404 for %s', async (_case, name) => {
    await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/maintenance/backups/${name}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: MAINTENANCE_MESSAGES.backupNotFound });
  });

  it('refuses members (403) and anonymous callers (401)', async () => {
    const backup = await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT);
    for (const [method, url] of [
      ['GET', '/api/maintenance/backups'],
      ['POST', '/api/maintenance/backups'],
      ['GET', `/api/maintenance/backups/${backup.file_name}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(memberToken) })).statusCode, `${method} ${url}`).toBe(
        403,
      );
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await listBackups({ config: t.config, club: t.club })).backups).toHaveLength(1);
  });
});

describe('isBackupDue', () => {
  const la = { backup_enabled: true, system_timezone: 'America/Los_Angeles' } as const;
  const at = (iso: string) => new Date(iso);

  it('is never due while backups are off, and due at once when there is none yet', () => {
    expect(
      isBackupDue(at('2025-06-11T18:00:00Z'), { ...la, backup_enabled: false, backup_frequency: 'daily' }, null),
    ).toBe(false);
    expect(isBackupDue(at('2025-06-11T18:00:00Z'), { ...la, backup_frequency: 'monthly' }, null)).toBe(true);
  });

  it('daily: due once the club-local day has turned', () => {
    const daily = { ...la, backup_frequency: 'daily' } as const;
    // 00:30 PDT on 10 March; 23:59 the evening before counts as yesterday.
    expect(isBackupDue(at('2025-03-10T07:30:00Z'), daily, at('2025-03-10T06:59:00Z'))).toBe(true);
    expect(isBackupDue(at('2025-03-10T07:30:00Z'), daily, at('2025-03-10T07:05:00Z'))).toBe(false);
  });

  it('daily: the days clocks change keep their local midnight', () => {
    const daily = { ...la, backup_frequency: 'daily' } as const;
    // Spring forward, 9 March 2025 (02:00 PST → 03:00 PDT): midnight was still PST, 08:00 UTC.
    expect(isBackupDue(at('2025-03-09T10:00:00Z'), daily, at('2025-03-09T07:59:00Z'))).toBe(true);
    expect(isBackupDue(at('2025-03-09T10:00:00Z'), daily, at('2025-03-09T08:01:00Z'))).toBe(false);
    // Fall back, 2 November 2025: 01:30 happens twice; both are the same club day.
    expect(isBackupDue(at('2025-11-02T09:30:00Z'), daily, at('2025-11-02T08:30:00Z'))).toBe(false);
    // Midnight after the 25-hour day is 08:00 UTC (PST).
    expect(isBackupDue(at('2025-11-03T08:01:00Z'), daily, at('2025-11-03T07:59:00Z'))).toBe(true);
  });

  it('weekly: due once a Sunday has begun in the club time zone', () => {
    const weekly = { ...la, backup_frequency: 'weekly' } as const;
    // Wednesday 11 June 2025; the period began Sunday 8 June, 00:00 PDT (07:00 UTC).
    expect(isBackupDue(at('2025-06-11T18:00:00Z'), weekly, at('2025-06-08T07:30:00Z'))).toBe(false);
    expect(isBackupDue(at('2025-06-11T18:00:00Z'), weekly, at('2025-06-08T06:30:00Z'))).toBe(true);
    // On the Sunday itself, a Saturday backup is a week old.
    expect(isBackupDue(at('2025-06-08T07:30:00Z'), weekly, at('2025-06-07T20:00:00Z'))).toBe(true);
    // Across a year's end in Tokyo: New Year's Day 2026 is a Thursday; the week began Sunday 28 December.
    const tokyo = { backup_enabled: true, backup_frequency: 'weekly', system_timezone: 'Asia/Tokyo' } as const;
    expect(isBackupDue(at('2025-12-31T20:00:00Z'), tokyo, at('2025-12-27T16:00:00Z'))).toBe(false);
    expect(isBackupDue(at('2025-12-31T20:00:00Z'), tokyo, at('2025-12-27T14:00:00Z'))).toBe(true);
  });

  it('monthly: the 1st as the club sees it, not as UTC sees it', () => {
    const monthly = { backup_frequency: 'monthly', backup_enabled: true } as const;
    // 03:00 UTC on 1 June is still 31 May in Los Angeles, already 1 June in UTC.
    const now = at('2025-06-01T03:00:00Z');
    const midMay = at('2025-05-15T12:00:00Z');
    expect(isBackupDue(now, { ...monthly, system_timezone: 'America/Los_Angeles' }, midMay)).toBe(false);
    expect(isBackupDue(now, { ...monthly, system_timezone: 'UTC' }, midMay)).toBe(true);
    expect(
      isBackupDue(
        at('2025-03-01T08:30:00Z'),
        { ...monthly, system_timezone: 'America/Los_Angeles' },
        at('2025-03-01T07:30:00Z'),
      ),
    ).toBe(true);
  });
});
