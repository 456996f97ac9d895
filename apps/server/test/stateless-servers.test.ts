import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { MEMBER_MESSAGES, MESSAGES } from '@club/shared';
import { createDatabase } from '../src/db/client.js';
import { clubDatabaseOf } from '../src/db/club-database.js';
import { loginTokens } from '../src/db/schema/index.js';
import { issueLoginLink } from '../src/modules/auth/auth.service.js';
import { ensureSingleClub } from '../src/modules/clubs/single-club.js';
import { toSessionUser } from '../src/modules/users/users.service.js';
import { createMember } from './factories.js';
import { freePort } from './free-port.js';
import { TEST_PUBLIC_URL, TEST_SESSION_SECRET } from './harness.js';
import { MailCatcher } from './mail-catcher.js';
import { createDatabaseFromTemplate } from './test-database.js';

// Issue 28 point 10 (decision 086): two server processes on one database behind no proxy, asked in turn. The sign-in
// limits and one member's whole-roster turns hold across both, as they do for one server.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PER_IP = 10;
const CLUB_SIZE = 20_000;

type Instance = { url: string; process: ChildProcess; exited: Promise<void> };
let database: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
let owner: ReturnType<typeof createDatabase>;
let client: ReturnType<typeof createDatabase>;
let work: string;
const mail = new MailCatcher();
const instances: Instance[] = [];

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server-instance.ts', '{}'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.appUrl,
      DATABASE_OWNER_URL: database.url,
      SMTP_URL: mail.url,
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: await fs.mkdtemp(path.join(work, 'server-')),
      LOG_LEVEL: 'error',
      LOGIN_LINKS_PER_IP: String(PER_IP),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  const instance = { url, process: child, exited };
  instances.push(instance);
  return instance;
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'club-stateless-'));
  database = await createDatabaseFromTemplate(inject('testDatabase'));
  owner = createDatabase(database.url, { max: 1 });
  const club = await ensureSingleClub(clubDatabaseOf(owner.db).clubs);
  client = createDatabase(database.appUrl, { max: 2, connection: { 'app.club_id': String(club.id) } });
  await mail.start();
});

/** Asks a server to stop and, should it not have stopped within a few seconds, ends it. */
async function stopInstance(instance: Instance): Promise<void> {
  instance.process.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), 10_000);
  });
  if ((await Promise.race([instance.exited, late])) === 'late') {
    instance.process.kill('SIGKILL');
    await instance.exited;
  }
  clearTimeout(timer);
}

afterAll(async () => {
  await Promise.all(instances.map(stopInstance));
  await client.sql.end();
  await owner.sql.end();
  await mail.stop();
  await database.drop();
  await fs.rm(work, { recursive: true, force: true });
});

const askForLink = (instance: Instance, email: string) =>
  fetch(`${instance.url}/api/auth/send-login-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

it('count sign-in links and whole-roster reads once for both of two servers', { timeout: 180_000 }, async () => {
  const { db } = client;
  const member = await createMember(db, { email: 'roaming@example.org' });
  const servers = [await startInstance(), await startInstance()];

  // Six requests for one address, in turn on each server: five links go out, the sixth is held back.
  for (let i = 0; i < 6; i += 1) expect((await askForLink(servers[i % 2]!, 'roaming@example.org')).status).toBe(200);
  await expect.poll(async () => (await db.select().from(loginTokens)).length, { timeout: 20_000 }).toBe(5);
  // …and the rest of the IP address's ten, then 429 on either server.
  for (let i = 6; i < PER_IP; i += 1)
    expect((await askForLink(servers[i % 2]!, `other${i}@example.org`)).status).toBe(200);
  for (const server of servers) {
    const refused = await askForLink(server, 'other@example.org');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(MESSAGES.tooManyLinkRequests);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  await expect.poll(() => mail.messages.length, { timeout: 20_000 }).toBe(5);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await db.select().from(loginTokens)).toHaveLength(5);
  expect(mail.messages.flatMap((message) => message.to)).toEqual(Array(5).fill('roaming@example.org'));

  // One member's whole-roster reads: one on the first server holds its turn (its answer left unread), one more on
  // each waits, and a fourth is refused, whichever server it reaches.
  await db.execute(sql`
    insert into members (first_name, last_name, email, address)
    select 'Dancer' || g, 'Number' || g, 'dancer' || g || '@example.org', g || ' Long Address Avenue, San Jose'
    from generate_series(1, ${CLUB_SIZE}) g`);
  // As autovacuum would soon after such an import: without statistics the planner takes the table for eight rows
  // and joins partners and friends row by row, and the read takes a minute instead of a second.
  await owner.db.execute(sql`analyze members`);
  const link = await issueLoginLink({ db, clubUrl: TEST_PUBLIC_URL }, toSessionUser(member));
  const signedIn = await fetch(`${servers[0]!.url}/api/auth/validate-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.token }),
  });
  const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
  const readRoster = (server: Instance) =>
    fetch(`${server.url}/api/users`, { headers: { authorization: `Bearer ${token}` } });
  const waitingLocks = async () =>
    (await db.execute(sql`select 1 from pg_locks where locktype = 'advisory' and not granted`)).length;

  const holding = await readRoster(servers[0]!);
  expect(holding.status).toBe(200);
  const waiting = [readRoster(servers[1]!)];
  await expect.poll(waitingLocks, { timeout: 20_000 }).toBe(1);
  waiting.push(readRoster(servers[0]!));
  await expect.poll(waitingLocks, { timeout: 20_000 }).toBe(2);
  const refused = await readRoster(servers[1]!);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ status: 'error', message: MEMBER_MESSAGES.rosterBusy });

  await holding.body?.cancel();
  for (const answer of await Promise.all(waiting)) {
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { count: number } }).data.count).toBe(CLUB_SIZE + 2);
  }
});
