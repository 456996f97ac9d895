import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAINTENANCE_MESSAGES } from '@club/shared';
import { createDatabase } from '../db/client.js';
import { assignments, members, reminderSends, schedules, sessions, settings } from '../db/schema/index.js';
import { createMember } from '../../test/factories.js';
import { bearer, TEST_PUBLIC_URL, useTestApp } from '../../test/harness.js';
import { createDatabaseFromTemplate } from '../../test/test-database.js';
import { runCli } from './run-cli.js';

const t = useTestApp();
let work: string;
let env: Record<string, string>;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'club-cli-test-'));
  // The environment the server runs with: its database, its mail server, its public address.
  env = {
    DATABASE_URL: t.config.databaseUrl!,
    DATABASE_OWNER_URL: t.config.databaseOwnerUrl!,
    SMTP_URL: t.mail.url,
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: work,
    LOG_LEVEL: 'warn',
  };
});
afterAll(() => fs.rm(work, { recursive: true, force: true }));

async function club(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const memberByEmail = async (email: string) => (await t.db.select().from(members).where(eq(members.email, email)))[0];

describe('the command line', () => {
  it('prints the usage for help and for no command, and exits 2 on an unknown command', async () => {
    for (const argv of [[], ['help']]) {
      const help = await club(...argv);
      expect(help.code).toBe(0);
      expect(help.out).toContain('Usage: npm run club -- <command> [arguments]');
      for (const name of [
        'create-admin',
        'promote',
        'transfer-main-admin',
        'sign-in-link',
        'send-reminders',
        'backup',
        'restore',
        'import',
      ])
        expect(help.out).toContain(`  ${name}`);
    }
    const unknown = await club('frobnicate');
    expect(unknown).toMatchObject({ code: 2, out: '' });
    expect(unknown.err).toMatch(/^Unknown command "frobnicate"\.\nUsage:/);
  });

  it('exits 2 with the command usage on a missing argument or an unknown option', async () => {
    expect(await club('promote')).toEqual({
      code: 2,
      out: '',
      err: 'An argument is missing.\nUsage: npm run club -- promote <email> [--id N]',
    });
    const option = await club('backup', '--force');
    expect(option.code).toBe(2);
    expect(option.err).toContain("Unknown option '--force'");
    expect((await club('send-reminders', '--date', '2027-02-30')).err).toContain(
      '--date must be a day as YYYY-MM-DD, not "2027-02-30".',
    );
  });
});

describe('create-admin and promote', () => {
  it('creates a new admin with role and is_admin together', async () => {
    const result = await club('create-admin', 'jane@example.org', '--first-name', 'Jane', '--last-name', 'Caller');
    const jane = await memberByEmail('jane@example.org');
    expect(result).toEqual({
      code: 0,
      out: `Created admin #${jane!.id} Jane Caller <jane@example.org> (status exempt).`,
      err: '',
    });
    expect(jane).toMatchObject({ role: 'admin', is_admin: true, status: 'exempt' });
  });

  it('promotes the member who already has the address, and says so when nothing changes', async () => {
    const sam = await createMember(t.db, { first_name: 'Sam', last_name: 'Swing', email: 'sam@example.org' });
    await t.signIn(sam);
    expect(await club('create-admin', 'SAM@example.org')).toMatchObject({
      code: 0,
      out: `#${sam.id} Sam Swing <sam@example.org> is now an admin.`,
    });
    expect(await memberByEmail('sam@example.org')).toMatchObject({ id: sam.id, role: 'admin', is_admin: true });
    // The old session carried the old role; it ends, as after a role change on the Members page.
    expect((await t.db.select().from(sessions).where(eq(sessions.member_id, sam.id)))[0]?.revoked_at).not.toBeNull();
    expect(await club('promote', 'sam@example.org')).toMatchObject({
      code: 0,
      out: `#${sam.id} Sam Swing <sam@example.org> is already an admin; nothing changed.`,
    });
  });

  it('fails readably on an unknown address, a bad address and a shared address without --id', async () => {
    expect(await club('promote', 'nobody@example.org')).toEqual({
      code: 1,
      out: '',
      err: 'promote failed: No member has the e-mail address nobody@example.org.',
    });
    expect(await club('create-admin', 'not-an-address')).toMatchObject({
      code: 1,
      err: 'create-admin failed: Validation failed (email: Please enter a valid email address)',
    });

    const ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Couple', email: 'couple@example.org' });
    const bob = await createMember(t.db, { first_name: 'Bob', last_name: 'Couple', email: 'couple@example.org' });
    expect(await club('promote', 'couple@example.org')).toMatchObject({
      code: 1,
      err: `promote failed: Several members share couple@example.org: #${ann.id} Ann Couple <couple@example.org>, #${bob.id} Bob Couple <couple@example.org>. Choose one with --id N.`,
    });
    expect(await club('promote', 'couple@example.org', '--id', String(bob.id))).toMatchObject({
      code: 0,
      out: `#${bob.id} Bob Couple <couple@example.org> is now an admin.`,
    });
    expect(await memberByEmail('couple@example.org')).toMatchObject({ id: ann.id, is_admin: false });
    expect((await club('promote', 'couple@example.org', '--id', '999999')).err).toMatch(
      /^promote failed: Member #999999 does not have the e-mail address couple@example.org; these do: /,
    );
  });
});

describe('transfer-main-admin', () => {
  it('hands the protection to another member, who becomes an admin; the previous main administrator stays an admin', async () => {
    const previous = (await memberByEmail(t.config.mainAdminEmail))!;
    const sam = await createMember(t.db, { first_name: 'Sam', last_name: 'Swing', email: 'sam@example.org' });
    await t.signIn(sam);
    expect(await club('transfer-main-admin', 'sam@example.org')).toEqual({
      code: 0,
      out: `#${sam.id} Sam Swing <sam@example.org> is now the main administrator.\n#${previous.id} Main Administrator <admin@example.org> stays an admin and may now be changed or removed by other admins.`,
      err: '',
    });
    expect(await memberByEmail('sam@example.org')).toMatchObject({
      is_main_admin: true,
      is_admin: true,
      role: 'admin',
    });
    expect(await memberByEmail(t.config.mainAdminEmail)).toMatchObject({ is_main_admin: false, is_admin: true });
    // Sam's member session carried the old role; it ends, as with promote.
    expect((await t.db.select().from(sessions).where(eq(sessions.member_id, sam.id)))[0]?.revoked_at).not.toBeNull();

    // The protection moved with it: another admin may now delete the previous main administrator, not Sam.
    const token = await t.signIn((await memberByEmail('sam@example.org'))!);
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${previous.id}`, headers })).statusCode).toBe(200);
    const other = await createMember(t.db, { email: 'other-admin@example.org', role: 'admin' });
    const otherHeaders = { authorization: `Bearer ${await t.signIn(other)}` };
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${sam.id}`, headers: otherHeaders })).statusCode,
    ).toBe(403);

    expect(await club('transfer-main-admin', 'SAM@example.org')).toMatchObject({
      code: 0,
      out: `#${sam.id} Sam Swing <sam@example.org> is already the main administrator; nothing changed.`,
    });
  });

  it('fails on an unknown address and asks for --id when a couple shares one', async () => {
    expect(await club('transfer-main-admin', 'nobody@example.org')).toEqual({
      code: 1,
      out: '',
      err: 'transfer-main-admin failed: No member has the e-mail address nobody@example.org.',
    });
    await createMember(t.db, { first_name: 'Ann', last_name: 'Couple', email: 'couple@example.org' });
    const bob = await createMember(t.db, { first_name: 'Bob', last_name: 'Couple', email: 'couple@example.org' });
    expect((await club('transfer-main-admin', 'couple@example.org')).err).toContain('Choose one with --id N.');
    expect(await club('transfer-main-admin', 'couple@example.org', '--id', String(bob.id))).toMatchObject({ code: 0 });
    expect(await memberByEmail(t.config.mainAdminEmail)).toMatchObject({ is_main_admin: false });
    expect(
      (await t.db.select().from(members).where(eq(members.is_main_admin, true))).map((member) => member.id),
    ).toEqual([bob.id]);
  });
});

describe('sign-in-link', () => {
  it('prints a one-time link on PUBLIC_URL that signs the member in', async () => {
    const result = await club('sign-in-link', t.config.mainAdminEmail);
    expect(result.code).toBe(0);
    const [heading, url] = result.out.split('\n');
    expect(heading).toMatch(/^Sign-in link for #\d+ Main Administrator <admin@example\.org>, valid 15 minutes, once:$/);
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/login\\?token=[A-Za-z0-9_-]+$`));
    const token = new URL(url!).searchParams.get('token');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/validate-token', payload: { token } });
    expect(signIn.json().data.user.email).toBe(t.config.mainAdminEmail);
  });

  it('fails on an address nobody has', async () => {
    expect(await club('sign-in-link', 'nobody@example.org')).toMatchObject({
      code: 1,
      err: 'sign-in-link failed: No member has the e-mail address nobody@example.org.',
    });
  });
});

describe('send-reminders', () => {
  it('sends what is due on --date once, and reports the second run as skipped', async () => {
    const squareheads = [];
    for (const first_name of ['Ann', 'Bob', 'Cy', 'Di'])
      squareheads.push(await createMember(t.db, { first_name, last_name: 'Dancer', status: 'assignable' }));
    await t.db.insert(settings).values({ key: 'reminder_days', value: '7' });
    const [schedule] = await t.db
      .insert(schedules)
      .values({ name: 'Spring', type: 'current', start_date: '2027-01-01', end_date: '2027-12-31' })
      .returning();
    const [a, b, c, d] = squareheads.map((member) => member.id);
    await t.db.insert(assignments).values({
      schedule_id: schedule!.id,
      dance_date: '2027-03-10',
      squarehead1_id: a,
      squarehead2_id: b,
      squarehead3_id: c,
      squarehead4_id: d,
    });

    const first = await club('send-reminders', '--date', '2027-03-03');
    expect(first.code).toBe(0);
    expect(first.out.split('\n')).toHaveLength(5);
    expect(first.out).toContain(`sent     Ann Dancer <${squareheads[0]!.email}> for 2027-03-10 (7 days before)`);
    expect(first.out).toContain('Reminders due on 2027-03-03: 4 sent, 0 skipped, 0 failed.');
    expect(t.mail.messages).toHaveLength(4);

    const second = await club('send-reminders', '--date', '2027-03-03');
    expect(second.out).toContain('Reminders due on 2027-03-03: 0 sent, 4 skipped, 0 failed.');
    expect(t.mail.messages).toHaveLength(4);
    expect(await t.db.select().from(reminderSends)).toHaveLength(4);
  });

  it('exits 1 when a reminder cannot be sent', async () => {
    const ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Dancer', status: 'assignable' });
    await t.db.insert(settings).values({ key: 'reminder_days', value: '7' });
    const [schedule] = await t.db
      .insert(schedules)
      .values({ name: 'Spring', type: 'current', start_date: '2027-01-01', end_date: '2027-12-31' })
      .returning();
    await t.db
      .insert(assignments)
      .values({ schedule_id: schedule!.id, dance_date: '2027-03-10', squarehead1_id: ann.id });
    const closedPort = 'smtp://127.0.0.1:1';
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['send-reminders', '--date', '2027-03-03'], {
      env: { ...env, SMTP_URL: closedPort },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    expect(code).toBe(1);
    expect(out.at(-1)).toBe('Reminders due on 2027-03-03: 0 sent, 0 skipped, 1 failed.');
    expect(err).toEqual([
      'An e-mail could not be sent and is listed for the admins: connect ECONNREFUSED 127.0.0.1:1',
      'send-reminders failed: 1 could not be sent; the Admin page lists them under "E-mails that could not be sent", where they can be tried again.',
    ]);
    const adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
    const failed = await t.app.inject({ method: 'GET', url: '/api/notify/failed', headers: bearer(adminToken) });
    expect(failed.json().data.messages).toMatchObject([{ kind: 'reminder', to: ann.email, can_retry: true }]);
  });
});

describe('backup and restore', () => {
  it('backs up, restores into an empty database, and refuses one with data', async () => {
    await createMember(t.db, { first_name: 'Kept', last_name: 'Safe' });
    await t.db.insert(settings).values({ key: 'smtp_password', value: 'never-in-a-backup' });
    const backup = await club('backup');
    expect(backup.code).toBe(0);
    const file = /^Backup written: (\S+) \(\d+(\.\d)? (bytes|KiB)\)\.$/.exec(backup.out)?.[1];
    expect(file?.startsWith(path.join(work, 'backups', 'club-backup-'))).toBe(true);

    const empty = await createDatabaseFromTemplate(inject('testDatabase'));
    const { sql, db } = createDatabase(empty.url);
    try {
      const out: string[] = [];
      const restored = await runCli(['restore', file!], {
        env: { ...env, DATABASE_URL: empty.appUrl, DATABASE_OWNER_URL: empty.url },
        out: (line) => out.push(line),
        err: () => {},
      });
      expect(restored).toBe(0);
      // Issue 14: the secrets stayed out of the file; the operator is told what to type in again.
      expect(out.at(-1)).toBe(MAINTENANCE_MESSAGES.secretsToEnterAgain(['smtp_password']));
      expect((await db.select().from(members)).map((member) => member.first_name).sort()).toEqual(['Kept', 'Main']);
      // The server's own database has data: nothing is written into it.
      expect(await club('restore', file!)).toMatchObject({
        code: 1,
        err: expect.stringMatching(/^restore failed: .*not empty.*\nNothing was restored\.$/s),
      });
    } finally {
      await sql.end();
      await empty.drop();
    }
  });
});

describe('import', () => {
  it('imports a roster and prints the result lines; a missing file fails', async () => {
    const csv = path.join(work, 'roster.csv');
    await fs.writeFile(
      csv,
      'Name,E-mail,Phone\n"Adams, Alice",alice@example.org,408-555-1000\n"Baker, Brian",not-an-address,\n',
    );
    const result = await club('import', csv);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Imported: 1');
    expect(result.out).toMatch(/Row 3: .*/);
    expect(await memberByEmail('alice@example.org')).toMatchObject({ first_name: 'Alice', last_name: 'Adams' });

    expect(await club('import', path.join(work, 'missing.csv'))).toMatchObject({
      code: 1,
      err: `import failed: Cannot read ${path.join(work, 'missing.csv')}: no such file.`,
    });
  });
});

describe('the executable', () => {
  const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
  const run = (...argv: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', cli, ...argv], {
        env: { PATH: process.env.PATH, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });

  it('exits 0, 1 and 2 with its output on stdout and its complaints on stderr', async () => {
    const [link, unknownMember, unknownCommand] = await Promise.all([
      run('sign-in-link', t.config.mainAdminEmail),
      run('promote', 'nobody@example.org'),
      run('frobnicate'),
    ]);
    expect(link).toMatchObject({ code: 0, stderr: '' });
    expect(link.stdout).toContain(`${TEST_PUBLIC_URL}/login?token=`);
    expect(unknownMember).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'promote failed: No member has the e-mail address nobody@example.org.\n',
    });
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toMatch(/^Unknown command "frobnicate"\./);
  }, 30_000);
});
