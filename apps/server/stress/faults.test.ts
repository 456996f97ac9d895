import type { DbExecutor } from '../src/db/client.js';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.js';
import { PURGE_EXPIRED_AUTH_JOB } from '../src/jobs/queues.js';
import { issueLoginLink } from '../src/modules/auth/auth.service.js';
import { findMemberById, getMainAdminId, toSessionUser } from '../src/modules/users/users.service.js';
import { createMember } from '../test/factories.js';
import { freePort } from '../test/free-port.js';
import { createTestApp, TEST_PUBLIC_URL, TEST_SESSION_SECRET } from '../test/harness.js';
import { startChildServer } from './child-server.js';
import { IS_FULL, SIZES } from './sizes.js';
import { MemberWriter, send, waitFor } from './write-stream.js';

const quiet = { info: () => {}, warn: () => {}, debug: () => {} };
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

/** Every answer while the database is down is a 503 that says so in the envelope, without internals. */
function isReadableFault(answer: Awaited<ReturnType<typeof send>>): boolean {
  if (answer === 'no answer' || answer.status < 500) return false;
  const body = JSON.parse(answer.body) as { status?: string; message?: string };
  return answer.status === 503 && body.status === 'error' && body.message === MESSAGES.databaseUnavailable;
}

describe('Postgres stopped and restarted under load', () => {
  it('answers 503 while it is down, turns db-test red then green without a restart, and loses no acknowledged write', async () => {
    const pgDir = await tempDir('club-stress-pg-');
    const port = await freePort();
    let database: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir: pgDir, port, log: quiet });
    cleanups.push(() => database.stop());

    const config = loadConfig({
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: await tempDir('club-stress-data-'),
      LOG_LEVEL: 'fatal',
    });
    // pg-boss runs too: the job queue has its own connections, which must come back as well.
    const app = await buildApp(config, {
      jobs: true,
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    cleanups.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port: appPort } = app.server.address() as { port: number };
    const baseUrl = `http://127.0.0.1:${appPort}`;

    const inClub = <T>(work: (db: DbExecutor) => Promise<T>) => app.database.inClub(app.club!.id, work);
    const admin = await inClub(async (db) => (await findMemberById(db, (await getMainAdminId(db))!))!);
    const link = await inClub((db) => issueLoginLink({ db, clubUrl: app.config.publicUrl }, toSessionUser(admin)));
    const signIn = await fetch(`${baseUrl}/api/auth/validate-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.token }),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const dbTest = async () =>
      ((await fetch(`${baseUrl}/api/db-test`).then((response) => response.json())) as { status: string }).status;

    const writers: MemberWriter[] = [];
    for (let index = 0; index < SIZES.outageWriters; index += 1) {
      writers.push(new MemberWriter((await inClub((db) => createMember(db))).id, baseUrl, token));
    }
    writers.forEach((writer) => writer.start());
    await waitFor('every writer to be acknowledged once', () => writers.every((writer) => writer.lastAcknowledged > 0));

    await database.stop();
    const sentBeforeOutage = writers.map((writer) => writer.lastSent);
    await waitFor('db-test to report the database as failed', async () => (await dbTest()) === 'failed');
    const refusedSince = (writer: MemberWriter, counter: number) =>
      writer.answersAfter(counter).filter((entry) => entry.answer === 'no answer' || entry.answer.status !== 200);
    await waitFor('every writer to be refused while the database is down', () =>
      writers.every((writer, index) => refusedSince(writer, sentBeforeOutage[index]!).length >= 2),
    );
    const reads = await Promise.all(
      ['/api/users', '/api/schedules/next', '/api/settings'].map((url) => send(`${baseUrl}${url}`, token)),
    );

    database = await startEmbeddedPostgres({ dataDir: pgDir, port, log: quiet });
    await waitFor('db-test to report the database as connected again', async () => (await dbTest()) === 'connected');
    const sentAtRecovery = writers.map((writer) => writer.lastSent);
    await waitFor('every writer to be acknowledged after the restart', () =>
      writers.every((writer, index) => writer.lastAcknowledged > sentAtRecovery[index]!),
    );
    await Promise.all(writers.map((writer) => writer.stop()));

    // Every answer was a 200 or a readable 503, and none hung: a write sent during the outage may also wait for the
    // pool's reconnection and succeed after the restart, which is as good.
    const answers = writers.flatMap((writer) => writer.answers);
    expect(
      answers.filter((entry) => entry.answer !== 'no answer' && entry.answer.status === 503).length,
    ).toBeGreaterThan(0);
    expect(
      answers.filter(
        (entry) => !(entry.answer !== 'no answer' && entry.answer.status === 200) && !isReadableFault(entry.answer),
      ),
    ).toEqual([]);
    expect(reads.filter((answer) => !isReadableFault(answer))).toEqual([]);

    // Every acknowledged write is in the database; a write whose answer was lost may be there too, nothing later.
    for (const writer of writers) {
      const member = await inClub((db) => findMemberById(db, writer.memberId));
      const stored = Number(/^write (\d+)$/.exec(member?.notes ?? '')?.[1]);
      expect(stored).toBeGreaterThanOrEqual(writer.lastAcknowledged);
      expect(stored).toBeLessThanOrEqual(writer.lastSent);
    }

    // The job queue works again too: a job sent now is picked up and completed by this same process.
    const jobId = (await app.jobs.boss.send(PURGE_EXPIRED_AUTH_JOB, {}))!;
    await waitFor(
      'pg-boss to complete a job after the restart',
      async () => (await app.jobs.boss.getJobById(PURGE_EXPIRED_AUTH_JOB, jobId))?.state === 'completed',
    );
  }, 240_000);
});

const IMPORT_PHASES = [
  { name: 'its first statement', query: '%"members"%' },
  { name: 'the inserts', query: 'insert into "members"%' },
];

describe('the server killed during an import', () => {
  it(
    'leaves none of the rows (the import is one transaction) and no import log',
    async () => {
      const t = await createTestApp();
      cleanups.push(() => t.close());
      await t.reset();
      const admin = (await findMemberById(t.db, (await getMainAdminId(t.db))!))!;
      const token = await t.signIn(admin);
      const rows = Array.from(
        { length: SIZES.importRows },
        (_, index) => `Dancer${index},Import,dancer${index}@example.org,555-${String(index).padStart(4, '0')}`,
      );
      const csv = `First Name,Last Name,Email,Phone\n${rows.join('\n')}\n`;
      const count = async (table: 'members' | 'import_logs') =>
        (await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
      const membersBefore = await count('members');

      for (let attempt = 0; attempt < SIZES.importKills; attempt += 1) {
        const server = await startChildServer(t.config.databaseUrl!);
        cleanups.push(server.stop);
        const form = new FormData();
        form.append('file', new Blob([csv], { type: 'text/csv' }), 'roster.csv');
        const upload = fetch(`${server.baseUrl}/api/users/import`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }).then(
          (response) => response.status,
          () => 'no answer' as const,
        );

        // Killed while the import's transaction is open, as the database sees it: at its first statement, then (full
        // run) once it is inserting members, and later into the inserts.
        const phase = IMPORT_PHASES[Math.min(attempt, IMPORT_PHASES.length - 1)]!;
        let importBackends: number[] = [];
        await waitFor(`the import transaction to reach ${phase.name}`, async () => {
          importBackends = (
            await t.db.execute<{ pid: number }>(sql`
          select pid from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and query ilike ${phase.query}
             -- Inside a transaction of several statements, not the one-statement lookups of signing in.
             and (xact_start < query_start or state like 'idle in transaction%')`)
          ).map((row) => row.pid);
          return importBackends.length > 0;
        });
        if (attempt >= IMPORT_PHASES.length) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        server.process.kill('SIGKILL');
        await server.exited;
        const answer = await upload;
        await waitFor(
          'Postgres to end the orphaned transaction',
          async () =>
            (
              await t.db.execute(
                sql`select 1 from pg_stat_activity where pid = any(${`{${importBackends.join(',')}}`}::int[])`,
              )
            ).length === 0,
        );

        // None or all: a kill before the commit leaves nothing; only one after it (which the first attempt, killed at
        // the first statement, cannot be) leaves every row and the log.
        const outcome = { members: (await count('members')) - membersBefore, import_logs: await count('import_logs') };
        expect([
          { members: 0, import_logs: 0 },
          { members: SIZES.importRows, import_logs: 1 },
        ]).toContainEqual(outcome);
        if (attempt === 0) expect({ answer, ...outcome }).toEqual({ answer: 'no answer', members: 0, import_logs: 0 });
        if (outcome.members > 0) {
          await t.db.execute(sql`delete from members where last_name = 'Import'`);
          await t.db.execute(sql`delete from import_logs`);
        }
      }
    },
    IS_FULL ? 600_000 : 180_000,
  );
});
