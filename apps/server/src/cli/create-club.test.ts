import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_MESSAGES, MAINTENANCE_MESSAGES } from '@club/shared';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/harness.js';
import { runCli } from './run-cli.js';

// Issue 28 point 6: the operator adds a club to a deployment of many from the command line; its main administrator
// gets a first sign-in link that works under the club's own address only.
const t = useTestApp({ env: { CLUBS: 'multi' } });
let work: string;
let env: Record<string, string>;
let owner: postgres.Sql;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'club-create-club-'));
  env = {
    CLUBS: 'multi',
    DATABASE_URL: t.config.databaseUrl!,
    DATABASE_OWNER_URL: t.config.databaseOwnerUrl!,
    SMTP_URL: t.mail.url,
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: work,
    LOG_LEVEL: 'warn',
  };
  owner = postgres(t.config.databaseOwnerUrl!, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await owner.end();
  await fs.rm(work, { recursive: true, force: true });
});

async function club(argv: string[], extra: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    env: { ...env, ...extra },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const add = (slug: string, extra: Record<string, string> = {}) =>
  club(
    [
      'create-club',
      slug,
      '--name',
      'Lindenhof Squares',
      '--main-admin',
      `chair@${slug}.example`,
      '--time-zone',
      'Europe/Berlin',
      '--locale',
      'de',
    ],
    extra,
  );

describe('create-club', () => {
  it('adds the club with its settings and main administrator, and e-mails a link that signs in there alone', async () => {
    const result = await add('lindenhof');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`served under ${TEST_PUBLIC_URL}/c/lindenhof/.`);
    expect(result.out).toContain('A first sign-in link was e-mailed to chair@lindenhof.example.');
    const [row] = await owner`select id, slug, name, time_zone, locale from clubs where slug = 'lindenhof'`;
    expect(row).toMatchObject({ name: 'Lindenhof Squares', time_zone: 'Europe/Berlin', locale: 'de' });
    const admins = await owner`select email, is_main_admin, is_admin from members where club_id = ${row!.id}`;
    expect(admins).toEqual([{ email: 'chair@lindenhof.example', is_main_admin: true, is_admin: true }]);

    const mail = await t.mail.waitFor('chair@lindenhof.example');
    const token = /\/c\/lindenhof\/login\?token=([^\s&]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    // Under another club's address the link is no link; under its own it signs its main administrator in.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/c/home/api/auth/validate-token',
      payload: { token: decodeURIComponent(token!) },
    });
    expect(elsewhere.statusCode).toBe(401);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/c/lindenhof/api/auth/validate-token',
      payload: { token: decodeURIComponent(token!) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['set-cookie']).toContain('Path=/c/lindenhof');
    const settings = await t.app.inject({
      method: 'GET',
      url: '/c/lindenhof/api/settings',
      headers: { authorization: `Bearer ${signedIn.json().data.token}` },
    });
    expect(settings.json().data).toMatchObject({ club_name: 'Lindenhof Squares', system_timezone: 'Europe/Berlin' });
    const page = await t.app.inject({ method: 'GET', url: '/c/lindenhof/login' });
    expect(page.body).toContain('<base href="/c/lindenhof/" />');
    expect(page.body).toContain('<title>Lindenhof Squares</title>');
  });

  it('prints the first link when no mail server is set up, for the operator to pass on', async () => {
    const result = await add('no-mail', { SMTP_URL: '' });
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /first sign-in for chair@no-mail\.example, valid 15 minutes, once:\nhttp:\/\/club\.test\/c\/no-mail\/login\?token=/,
    );
  });

  it('prints the first link when the mail server refuses it, instead of saying it was e-mailed', async () => {
    const result = await add('mail-down', { SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(result.code).toBe(0);
    expect(result.out).not.toContain('was e-mailed');
    expect(result.out).toMatch(
      /The e-mail could not be sent \(the Admin page lists it\); pass this on instead: first sign-in for chair@mail-down\.example, valid 15 minutes, once:\nhttp:\/\/club\.test\/c\/mail-down\/login\?token=/,
    );
  });

  it('refuses a slug taken or malformed, and a server of one club, adding nothing', async () => {
    expect((await add('twice')).code).toBe(0);
    expect(await add('twice')).toMatchObject({
      code: 1,
      err: `create-club failed: ${CLUB_MESSAGES.slugTaken('twice')} (slug: ${CLUB_MESSAGES.slugTaken('twice')})\nNo club was added.`,
    });
    expect((await add('Not A Slug')).err).toContain(`slug: ${CLUB_MESSAGES.slug}`);
    const single = await add('single', { CLUBS: 'single' });
    expect(single.code).toBe(2);
    expect(single.err).toContain('clubs are added to a deployment with CLUBS=multi');
    const slugs = (await owner`select slug from clubs order by slug`).map((row) => row.slug);
    expect(slugs).not.toContain('single');
    expect(slugs.filter((slug) => slug === 'twice')).toHaveLength(1);
  });

  it('works in a club named with --club, and asks for one when it is missing', async () => {
    await add('named');
    const link = await club(['--club', 'named', 'sign-in-link', 'chair@named.example']);
    expect(link.code).toBe(0);
    expect(link.out).toContain(`${TEST_PUBLIC_URL}/c/named/login?token=`);
    const missing = await club(['sign-in-link', 'chair@named.example']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--club <slug>');
    expect((await club(['--club', 'nowhere', 'sign-in-link', 'chair@named.example'])).err).toContain(
      'No club has the slug "nowhere".',
    );
  });
});

describe('suspend-club and resume-club', () => {
  it("closes a club's addresses and hourly work, keeps its rows, and opens it again as it was", async () => {
    await add('resting');
    const login = () => t.app.inject({ method: 'GET', url: '/c/resting/login' });
    const suspended = await club(['suspend-club', 'resting']);
    expect(suspended).toMatchObject({ code: 0, err: '' });
    expect(suspended.out).toContain('Suspended Lindenhof Squares');
    expect((await login()).statusCode).toBe(404);
    expect((await club(['suspend-club', 'resting'])).out).toContain('was suspended already; nothing changed.');
    const [row] = await owner`select id, suspended_at from clubs where slug = 'resting'`;
    expect(row!.suspended_at).toBeInstanceOf(Date);
    expect(await owner`select count(*)::int as n from members where club_id = ${row!.id}`).toEqual([{ n: 1 }]);

    expect((await club(['resume-club', 'resting'])).out).toContain('Resumed Lindenhof Squares');
    expect(await owner`select suspended_at from clubs where slug = 'resting'`).toEqual([{ suspended_at: null }]);
    // The server's lookup of a club is kept 5 seconds (plugins/clubs.ts); after that the club answers again.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await login()).statusCode).toBe(200);
  });

  it('names a slug that is no club, and refuses a server of one club', async () => {
    expect(await club(['suspend-club', 'nowhere'])).toMatchObject({
      code: 1,
      err: `suspend-club failed: ${CLUB_MESSAGES.noSuchClub('nowhere')}\nNo club was changed.`,
    });
    expect((await club(['resume-club', 'home'], { CLUBS: 'single' })).code).toBe(2);
  });
});

describe('create-club --empty, then restore', () => {
  it("adds a club with no rows, and a club's backup restores into it beside the club it came from", async () => {
    await add('source');
    const backup = await club(['--club', 'source', 'backup']);
    expect(backup.code).toBe(0);
    const file = /(\/\S+\.json\.gz)/.exec(backup.out)?.[1];
    expect(file).toBeDefined();
    const empty = await club(['create-club', 'target', '--name', 'Target Squares', '--empty']);
    expect(empty).toMatchObject({ code: 0, err: '' });
    expect(empty.out).toContain('npm run club -- --club target restore <backup-file>');
    const [target] = await owner`select id from clubs where slug = 'target'`;
    expect(await owner`select count(*)::int as n from members where club_id = ${target!.id}`).toEqual([{ n: 0 }]);

    const restored = await club(['--club', 'target', 'restore', file!]);
    expect(restored).toMatchObject({ code: 0, err: '' });
    // The main administrator's first sign-in link stays the source club's.
    expect(restored.out).toContain(MAINTENANCE_MESSAGES.tokensLeftWithTheirClub(1));
    expect(await owner`select email from members where club_id = ${target!.id}`).toEqual([
      { email: 'chair@source.example' },
    ]);
    expect((await club(['--club', 'target', 'restore', file!])).code).toBe(1);
  });
});
