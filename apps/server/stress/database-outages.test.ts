import type { DbExecutor } from '../src/db/client.js';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { issueLoginLink } from '../src/modules/auth/auth.service.js';
import { findMemberById, getMainAdminId, toSessionUser } from '../src/modules/users/users.service.js';
import { createMember } from '../test/factories.js';
import { freePort } from '../test/free-port.js';
import { createTestApp, TEST_PUBLIC_URL, TEST_SESSION_SECRET } from '../test/harness.js';
import { TcpRelay } from '../test/tcp-relay.js';
import { startChildServer } from './child-server.js';
import { SIZES } from './sizes.js';
import { type Answer, MemberWriter, waitFor } from './write-stream.js';
import { APP_ROLE } from '../src/db/database-roles.js';

// Issue 14 item 6: the built-in PostgreSQL outlives a killed server and is restarted when it stops; against your own
// PostgreSQL, an unreachable database is a quick 503, not a hang.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  // As root, the postgres user must be able to enter the folder (ARCHITECTURE.md).
  await fs.chmod(dir, 0o755);
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

const postmasterPid = async (pgDataDir: string) =>
  Number((await fs.readFile(path.join(pgDataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie waiting for its parent to reap it has stopped too.
  return !/^\S+ \(.*\) Z/.test(readStat(pid));
}

function readStat(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return '';
  }
}

/** The built-in database of a DATA_DIR, reached directly as the server reaches it. */
/** The built-in PostgreSQL as the app signs in to it, on a session of the server's one club (issue 28). */
async function embeddedSql(dataDir: string, port: number) {
  const password = (await fs.readFile(path.join(dataDir, 'postgres.app-password'), 'utf8')).trim();
  return postgres(`postgres://${APP_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/club`, {
    max: 1,
    onnotice: () => {},
    connection: { 'app.club_id': '1' },
  });
}

/** A readable 503: the error envelope (REST), the health check's answer, or a tRPC error. */
function isReadableOutage(answer: Answer | 'no answer'): boolean {
  if (answer === 'no answer' || answer.status !== 503) return false;
  const body = JSON.parse(answer.body) as { status?: string; message?: string; error?: { message?: string } };
  return (body.message ?? body.error?.message) === MESSAGES.databaseUnavailable;
}

describe('the server killed with kill -9 while on the built-in PostgreSQL', () => {
  it('starts again on the same data: the PostgreSQL it left running is stopped cleanly and the folder reused', async () => {
    const dataDir = await tempDir('club-orphan-');
    const embeddedPgPort = await freePort();
    const first = await startChildServer({ dataDir, embeddedPgPort });
    cleanups.push(() => first.stop());
    const pgDataDir = path.join(dataDir, 'postgres');
    const before = await embeddedSql(dataDir, embeddedPgPort);
    await before`insert into members (first_name, last_name, email) values ('Kept', 'Across', 'kept@example.org')`;
    await before.end();

    const orphan = await postmasterPid(pgDataDir);
    first.process.kill('SIGKILL');
    await first.exited;
    expect(isAlive(orphan)).toBe(true);

    const second = await startChildServer({ dataDir, embeddedPgPort });
    cleanups.push(() => second.stop('SIGTERM'));
    expect(isAlive(orphan)).toBe(false);
    expect(await postmasterPid(pgDataDir)).not.toBe(orphan);
    const after = await embeddedSql(dataDir, embeddedPgPort);
    try {
      expect(await after`select first_name from members where email = 'kept@example.org'`).toEqual([
        { first_name: 'Kept' },
      ]);
    } finally {
      await after.end();
    }
    const status = (await (await fetch(`${second.baseUrl}/api/status`)).json()) as { database: { status: string } };
    expect(status.database.status).toBe('connected');
  }, 120_000);
});

describe('the built-in PostgreSQL stopped under load', () => {
  it('answers 503 and reports it in /api/health, then starts it again and loses no request after that', async () => {
    const dataDir = await tempDir('club-supervised-');
    const config = loadConfig({
      NODE_ENV: 'development',
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'fatal',
    });
    const app = await buildApp(config, {
      jobs: false,
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    cleanups.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const inClub = <T>(work: (db: DbExecutor) => Promise<T>) => app.database.inClub(app.club!.id, work);
    const admin = await inClub(async (db) => (await findMemberById(db, (await getMainAdminId(db))!))!);
    const link = await inClub((db) => issueLoginLink({ db, clubUrl: app.config.publicUrl }, toSessionUser(admin)));
    const signIn = await fetch(`${baseUrl}/api/auth/validate-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.token }),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    // As a load balancer asks: without signing in.
    const health = async (): Promise<Answer | 'no answer'> => {
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(30_000) });
        return { status: response.status, body: await response.text() };
      } catch {
        return 'no answer';
      }
    };

    const writers: MemberWriter[] = [];
    for (let index = 0; index < SIZES.outageWriters; index += 1)
      writers.push(new MemberWriter((await inClub((db) => createMember(db))).id, baseUrl, token));
    writers.forEach((writer) => writer.start());
    cleanups.push(() => Promise.all(writers.map((writer) => writer.stop())).then(() => undefined));
    await waitFor('every writer to be acknowledged once', () => writers.every((writer) => writer.lastAcknowledged > 0));

    // As `pg_ctl stop -m fast` (or a crash) would, behind the server's back.
    const stopped = await postmasterPid(path.join(dataDir, 'postgres'));
    process.kill(stopped, 'SIGINT');
    const healthAnswers: (Answer | 'no answer')[] = [];
    await waitFor('/api/health to report the database down', async () => {
      healthAnswers.push(await health());
      return healthAnswers.at(-1) !== 'no answer' && (healthAnswers.at(-1) as Answer).status === 503;
    });
    expect(JSON.parse((healthAnswers.at(-1) as Answer).body)).toMatchObject({
      status: 'unhealthy',
      database: 'unavailable',
    });
    // Issue 14: back within 5 s, restarted by the server itself.
    await waitFor(
      '/api/health to report the database up again',
      async () => {
        const answer = await health();
        return answer !== 'no answer' && answer.status === 200;
      },
      5_000,
    );
    expect(await postmasterPid(path.join(dataDir, 'postgres'))).not.toBe(stopped);

    const sentAtRecovery = writers.map((writer) => writer.lastSent);
    await waitFor('every writer to be acknowledged after the restart', () =>
      writers.every((writer, index) => writer.lastAcknowledged > sentAtRecovery[index]! + 2),
    );
    await Promise.all(writers.map((writer) => writer.stop()));

    const answers = writers.flatMap((writer) => writer.answers);
    expect(answers.some((entry) => isReadableOutage(entry.answer))).toBe(true);
    const notOkOrOutage = (answer: Answer | 'no answer') =>
      !(answer !== 'no answer' && answer.status === 200) && !isReadableOutage(answer);
    expect(answers.filter((entry) => notOkOrOutage(entry.answer))).toEqual([]);
    expect(healthAnswers.filter((answer) => notOkOrOutage(answer))).toEqual([]);
    // Once it is back, every request succeeds: none lost to a pool that still waits to reconnect.
    for (const [index, writer] of writers.entries()) {
      expect(
        writer
          .answersAfter(sentAtRecovery[index]!)
          .filter((entry) => entry.answer === 'no answer' || entry.answer.status !== 200),
      ).toEqual([]);
      const member = await inClub((db) => findMemberById(db, writer.memberId));
      expect(Number(/^write (\d+)$/.exec(member?.notes ?? '')?.[1])).toBeGreaterThanOrEqual(writer.lastAcknowledged);
    }
  }, 120_000);
});

describe('your own PostgreSQL out of reach (DATABASE_URL)', () => {
  it('answers 503 within 2 s instead of hanging, and works again when it is back', async () => {
    const direct = await createTestApp();
    cleanups.push(() => direct.close());
    const target = new URL(direct.config.databaseUrl!);
    const relay = await new TcpRelay({ host: target.hostname, port: Number(target.port) }).start();
    cleanups.push(() => relay.stop());
    const relayed = new URL(target);
    relayed.host = `127.0.0.1:${relay.port}`;
    const t = await createTestApp({ databaseOf: direct, env: { DATABASE_URL: relayed.toString() } });
    cleanups.push(() => t.close());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const token = await t.signIn((await findMemberById(t.db, (await getMainAdminId(t.db))!))!);

    relay.goSilent();
    // The bound is the issue's 2 s and a margin for a busy machine; an answer after it counts as none.
    const within = async (url: string, signedIn = true) => {
      try {
        const headers = signedIn ? { authorization: `Bearer ${token}` } : undefined;
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(3_000) });
        return { status: response.status, body: await response.text() };
      } catch {
        return 'no answer' as const;
      }
    };
    const urls = ['/api/users', '/api/settings', '/api/schedules/next', '/api/trpc/users.list'];
    const outage = await Promise.all([
      ...urls.map((url) => within(`${baseUrl}${url}`)),
      // Anonymous, so the failure is the procedure's own and not the sign-in check's before it.
      within(`${baseUrl}/api/trpc/settings.branding`, false),
    ]);
    expect(outage.map((answer) => (answer === 'no answer' ? answer : answer.status))).toEqual(
      [...urls, 'branding'].map(() => 503),
    );
    expect(outage.filter((answer) => !isReadableOutage(answer))).toEqual([]);
    const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(3_000) });
    expect({ status: health.status, body: await health.json() }).toMatchObject({
      status: 503,
      body: { status: 'unhealthy', database: 'unavailable' },
    });

    relay.resume();
    await waitFor('the API to answer again', async () => {
      const answer = await within(`${baseUrl}/api/users`);
      return answer !== 'no answer' && answer.status === 200;
    });
    expect(await within(`${baseUrl}/api/health`)).toMatchObject({ status: 200 });
  }, 60_000);
});
