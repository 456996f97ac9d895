import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/db/client.js';
import { notifyMessages, reminderSends, settings } from '../src/db/schema/index.js';
import { addDays, todayIn } from '../src/lib/calendar.js';
import { mailbox } from '../src/lib/inbox.js';
import { issueLoginLink } from '../src/modules/auth/auth.service.js';
import { toSessionUser } from '../src/modules/users/users.service.js';
import { createMember, createScheduleWithNights } from './factories.js';
import { freePort } from './free-port.js';
import { TEST_PUBLIC_URL, TEST_SESSION_SECRET } from './harness.js';
import { MailCatcher } from './mail-catcher.js';
import { createDatabaseFromTemplate } from './test-database.js';
import { clubDatabaseOf } from '../src/db/club-database.js';
import { ensureSingleClub } from '../src/modules/clubs/single-club.js';

// Decision 044's claim, tried for real: two server processes on one database send the e-mails one request queued
// through a slow mail server, and one of them is killed (SIGKILL) while it has e-mails at the mail server. Nothing is
// lost (the killed server's e-mails roll back and are sent by the other) and nothing goes twice.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NIGHTS = 10;
// Short enough that the killed server's jobs expire within the test.
const QUEUE_TIMINGS = {
  mail: { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 3 },
  maintenanceIntervalSeconds: 1,
};

type Instance = { url: string; process: ChildProcess; exited: Promise<void> };
let database: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
let client: ReturnType<typeof createDatabase>;
let work: string;
const mail = new MailCatcher();
const instances: Instance[] = [];

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server-instance.ts', JSON.stringify(QUEUE_TIMINGS)], {
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
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'club-outbox-'));
  database = await createDatabaseFromTemplate(inject('testDatabase'));
  // The club both servers will serve, made first, so the test's own rows are its (issue 28).
  const owner = createDatabase(database.url, { max: 1 });
  const club = await ensureSingleClub(clubDatabaseOf(owner.db).clubs);
  await owner.sql.end();
  client = createDatabase(database.appUrl, { max: 2, connection: { 'app.club_id': String(club.id) } });
  await mail.start();
});

afterAll(async () => {
  for (const instance of instances) {
    instance.process.kill('SIGTERM');
    await instance.exited;
  }
  await client.sql.end();
  await mail.stop();
  await database.drop();
  await fs.rm(work, { recursive: true, force: true });
});

it('sends every e-mail once when one of two servers is killed mid-send', { timeout: 180_000 }, async () => {
  const { db } = client;
  // Ten nights from tomorrow, each with two partners sharing an inbox and two members of their own: 40 reminders
  // in 30 e-mails, one run of "Send due reminders now".
  const today = todayIn('America/Los_Angeles');
  const nights = [];
  const addresses = new Set<string>();
  for (let night = 1; night <= NIGHTS; night += 1) {
    const shared = `couple${night}@example.org`;
    const slots = [];
    for (const email of [shared, shared, `single${night}a@example.org`, `single${night}b@example.org`]) {
      slots.push((await createMember(db, { email, status: 'assignable' })).id);
      addresses.add(mailbox(email));
    }
    nights.push({ dance_date: addDays(today, night), slots });
  }
  await createScheduleWithNights(db, 'current', nights);
  await db.insert(settings).values({
    key: 'reminder_days',
    value: Array.from({ length: NIGHTS }, (_, index) => index + 1).join(','),
  });
  const admin = await createMember(db, { role: 'admin' });
  const link = await issueLoginLink({ db, clubUrl: TEST_PUBLIC_URL }, toSessionUser(admin));

  const [first, second] = [await startInstance(), await startInstance()];
  const signIn = await fetch(`${first.url}/api/auth/validate-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.token }),
  });
  const session = ((await signIn.json()) as { data: { token: string } }).data.token;

  // The mail server takes nothing yet: both servers' senders end up waiting on it.
  mail.hold();
  const response = await fetch(`${first.url}/api/email/send-reminders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { emails: number; members: number } };
  expect(data).toMatchObject({ emails: addresses.size, members: NIGHTS * 4 });
  expect(mail.messages).toEqual([]);
  // Each server sends at most three at a time, so four waiting means both have e-mails at the mail server.
  await expect.poll(() => mail.waiting, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);

  first.process.kill('SIGKILL');
  await first.exited;
  mail.delayMs = 100;
  mail.release();

  await expect
    .poll(
      async () =>
        (await db.select({ status: notifyMessages.status }).from(notifyMessages)).every((row) => row.status === 'sent'),
      { timeout: 90_000 },
    )
    .toBe(true);
  // What the killed server had at the mail server was never accepted: it hung up first.
  expect(mail.dropped).toBeGreaterThan(0);
  // Nothing arrives late either.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const received = mail.messages.flatMap((message) => message.to).sort();
  expect(received).toEqual([...addresses].sort());
  expect(await db.select().from(notifyMessages)).toHaveLength(addresses.size);
  expect(await db.select().from(reminderSends)).toHaveLength(NIGHTS * 4);
  expect(second.process.exitCode).toBeNull();
});
