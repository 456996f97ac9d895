import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import type { JobsOptions } from '../src/plugins/jobs.js';
import { issueLoginLink } from '../src/modules/auth/auth.service.js';
import { settleAfterAnswer } from '../src/lib/after-answer.js';
import { type Caller, runInClub, type ServiceContextOf, type Settled, SYSTEM, unitsOf } from '../src/lib/context.js';
import { createDatabase } from '../src/db/client.js';
import { PG_DEADLOCK_DETECTED, pgErrorCode } from '../src/lib/pg-errors.js';
import type { Club, UnitOptions } from '../src/db/club-database.js';
import { clubBasePath, clubUrlOf } from '../src/lib/club-address.js';
import { CLUB_RUN_QUEUES } from '../src/jobs/queues.js';
import { SETTINGS_DEFAULTS } from '@club/shared';
import {
  type ClubTable,
  inInsertOrder,
  LEFT_OUT_OF_BACKUPS,
  listClubTables,
  qualifiedName,
  quoteIdent,
} from '../src/modules/maintenance/club-tables.js';
import { SEND_MAIL_QUEUE } from '../src/modules/notify/mail-queue.js';
import { ensureMainAdmin, toSessionUser } from '../src/modules/users/users.service.js';
import { type members, notifyMessages } from '../src/db/schema/index.js';
import { MailCatcher } from './mail-catcher.js';
import { createDatabaseFromTemplate } from './test-database.js';

export const TEST_PUBLIC_URL = 'http://club.test';
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

type HarnessOptions = {
  env?: Record<string, string>;
  /** Leave SMTP unconfigured, as on a fresh install. */
  withoutSmtp?: boolean;
  jobs?: boolean;
  /** The e-mail queue's retries and expiry, and how often pg-boss looks for expired jobs. */
  jobsOptions?: JobsOptions;
  /** Runs on another test app's database, as a restarted server would; that app drops it. */
  databaseOf?: { config: AppConfig };
  /** A built web app of the test's own to serve instead of apps/web/dist. */
  webDist?: string;
};

/**
 * One statement that empties the club tables of every club (read from the catalog, as backups do, so a table added by
 * a later migration is emptied too), removes every club but the server's own, and starts the ids again at 1. It runs
 * as the database's superuser, past row-level security, so a test that made a second club leaves none of it behind.
 * DELETE, not TRUNCATE: on tables this small it takes about 3 ms where TRUNCATE, which makes new files for every table
 * and index, took 76; before every server test, twice in CI, that was minutes. It locks the tables first, as TRUNCATE
 * did, so an e-mail job of the last test still writing waits for it or it for the job, and neither deadlocks on the
 * other's rows. Tables go children first, so no foreign key is left pointing at a deleted row; one query string runs
 * as one transaction.
 */
function emptyingStatement(tables: ClubTable[], keptClubId: number) {
  const leftOut = LEFT_OUT_OF_BACKUPS.map((name) => `public.${quoteIdent(name)}`);
  const lock = `lock table ${[...tables.map(qualifiedName), ...leftOut].join(', ')} in access exclusive mode;`;
  const deletes = [
    ...[...leftOut, ...inInsertOrder(tables).reverse().map(qualifiedName)].map((name) => `delete from ${name};`),
    `delete from public.clubs where id <> ${keptClubId};`,
  ];
  const sequences = tables.flatMap((table) =>
    table.columns.flatMap((column) => (column.sequence ? [column.sequence] : [])),
  );
  const restarts = sequences.map((sequence) => `select setval('${sequence.replaceAll("'", "''")}', 1, false);`);
  return sql.raw([lock, ...deletes, ...restarts].join(' '));
}

/**
 * Runs the emptying statement, again when Postgres ends it as one side of a deadlock. Locking every table first does
 * not rule one out: a unit of work still running from the last test (a second instance's job, which this app's
 * settleAfterAnswer does not wait for) may hold one table and then read another the statement already holds. Postgres
 * then ends the statement, which as one transaction has changed nothing, and the other side finishes.
 */
async function emptyEveryTable(db: ReturnType<typeof createDatabase>['db'], statement: ReturnType<typeof sql.raw>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(statement);
      return;
    } catch (error) {
      if (pgErrorCode(error) !== PG_DEADLOCK_DETECTED || attempt === 5) throw error;
    }
  }
}

/**
 * Opens a club in a deployment of many, as its operator would: in the register, with its main administrator (the
 * harness's MAIN_ADMIN_EMAIL unless `mainAdminEmail` says otherwise).
 */
export async function openClub(
  app: Awaited<ReturnType<typeof buildApp>>,
  club: { slug: string; name: string; mainAdminEmail?: string; timeZone?: string },
): Promise<Club> {
  const opened = await app.database.clubs.add({
    slug: club.slug,
    name: club.name,
    time_zone: club.timeZone ?? SETTINGS_DEFAULTS.system_timezone,
    locale: 'en',
  });
  await app.database.inClub(opened.id, (db) => ensureMainAdmin(db, club.mainAdminEmail ?? app.config.mainAdminEmail));
  return opened;
}

/**
 * A real app on a real database of its own, a real SMTP catcher on loopback, and the log lines it wrote.
 * Call in beforeAll; call reset() in beforeEach and close() in afterAll.
 */
export async function createTestApp(options: HarnessOptions = {}) {
  const database = options.databaseOf
    ? {
        url: options.databaseOf.config.databaseOwnerUrl!,
        appUrl: options.databaseOf.config.databaseUrl!,
        drop: () => Promise.resolve(),
      }
    : await createDatabaseFromTemplate(inject('testDatabase'));
  const mail = await new MailCatcher().start();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-test-data-'));
  const config: AppConfig = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: database.appUrl,
    DATABASE_OWNER_URL: database.url,
    SESSION_SECRET: TEST_SESSION_SECRET,
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...(options.withoutSmtp ? {} : { SMTP_URL: mail.url }),
    ...options.env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(config, {
    jobs: options.jobs ?? false,
    jobsOptions: options.jobsOptions,
    logStream,
    webDist: options.webDist,
  });
  // The tests' own reads and writes: the app's role, on a connection whose session is the server's club, so they
  // see and make the rows the app does, under the same policies. The superuser's connection only empties tables.
  // The server's club; a deployment of many clubs (CLUBS=multi) gets a first one, 'home', as its operator would add it.
  const club = app.club ?? (await openClub(app, { slug: 'home', name: 'Home Squares' }));
  const clubDb = createDatabase(database.appUrl, { max: 4, connection: { 'app.club_id': String(club.id) } });
  const owner = createDatabase(database.url, { max: 1 });
  const emptyTables = emptyingStatement(await listClubTables(clubDb.db), club.id);
  const inClub = <T, C extends Caller = typeof SYSTEM>(
    work: (ctx: ServiceContextOf<C>) => Promise<T>,
    caller: C = SYSTEM as C,
    unit?: UnitOptions,
  ): Promise<Settled<T>> => runInClub(app.contextDeps, { club, caller, log: app.log }, work, unit);

  return {
    app,
    /** The club the test's rows and units of work are of, and the address its links point to. */
    club,
    clubUrl: clubUrlOf(app.config, club),
    db: clubDb.db,
    config: app.config,
    mail,
    logs,
    /** A unit of work of the server's club, as a request or a job gets one; the server's own by default. */
    inClub,
    /** Units of work one after another in the server's club, as a job that commits in steps gets them. */
    units: <C extends Caller = typeof SYSTEM>(caller: C = SYSTEM as C) =>
      unitsOf(app.contextDeps, { club, caller, log: app.log }),
    /** Empties every table and brings back the main administrator, as a fresh start would. */
    async reset() {
      // Links still being mailed from the last test would hold rows the delete waits on.
      await settleAfterAnswer();
      // Jobs of the last test's e-mails would send this test's: message ids start again at 1.
      if (options.jobs) await owner.db.execute(sql`delete from pgboss.job where name = ${SEND_MAIL_QUEUE}`);
      await emptyEveryTable(owner.db, emptyTables);
      await ensureMainAdmin(clubDb.db, config.mainAdminEmail);
      mail.clear();
      logs.length = 0;
    },
    /**
     * Waits until every e-mail queued so far has left the outbox (sent, or failed for good): mail leaves after the
     * answer (decision 044), so a test that clears the catcher between two steps waits for the first step's mail.
     */
    async mailSent(): Promise<void> {
      for (;;) {
        await settleAfterAnswer();
        const [waiting] = await clubDb.db
          .select({ count: sql<number>`count(*)::int` })
          .from(notifyMessages)
          // An e-mail held back by its member's hourly budget (issue 25) waits on purpose, past the test's step.
          .where(
            and(
              eq(notifyMessages.status, 'queued'),
              or(isNull(notifyMessages.send_after), lte(notifyMessages.send_after, sql`now()`)),
            ),
          );
        if (!waiting?.count) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Waits until the clubs' own runs that a tick handed out (jobs/queues.ts CLUB_RUN_QUEUES) have all finished. */
    async clubRunsDone(): Promise<void> {
      for (;;) {
        const [open] = await owner.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name in ${CLUB_RUN_QUEUES} and state < 'completed'`,
        );
        if (!open?.n) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Signs a member in the way the web app does (under BASE_PATH too) and returns the session token. */
    async signIn(member: typeof members.$inferSelect): Promise<string> {
      const link = await issueLoginLink({ db: clubDb.db, clubUrl: clubUrlOf(app.config, club) }, toSessionUser(member));
      const response = await app.inject({
        method: 'POST',
        url: `${clubBasePath(app.config, club)}/api/auth/validate-token`,
        payload: { token: link.token },
      });
      if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
      return response.json().data.token as string;
    },
    async close() {
      await app.close();
      await clubDb.sql.end();
      await owner.sql.end();
      await mail.stop();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type UseTestAppOptions = HarnessOptions & { reset?: boolean };

/**
 * The block every server test file starts with: one app for the file, its tables emptied before each test (unless
 * `reset: false`), closed at the end. The answer stands for the app once beforeAll has run.
 *
 * Options that exist only once an earlier hook has run (a stand-in's address, a temporary folder, another test app)
 * are given as a function, read when the app is made. Hooks the file registers before this call run before the app
 * is made and their afterAll after it is closed, so a stand-in outlives the app that talks to it.
 */
export function useTestApp(
  options: UseTestAppOptions | (() => UseTestAppOptions | Promise<UseTestAppOptions>) = {},
): TestApp & { reopen(): Promise<TestApp> } {
  let resolved: UseTestAppOptions = {};
  let current: TestApp | undefined;
  const opened: TestApp[] = [];
  const app = () => {
    if (!current) throw new Error('The test app is made in beforeAll; use it inside hooks and tests.');
    return current;
  };
  /** Another app on this one's database, as a restarted server; later calls go to it. Close the app first. */
  const reopen = async () => {
    current = await createTestApp({ ...resolved, databaseOf: app() });
    opened.push(current);
    return current;
  };
  beforeAll(async () => {
    resolved = typeof options === 'function' ? await options() : options;
    current = await createTestApp(resolved);
    opened.push(current);
  });
  beforeEach(async () => {
    if (resolved.reset ?? true) await app().reset();
  });
  // The newest first: the first app owns the database the reopened ones run on.
  afterAll(async () => {
    for (const each of opened.reverse()) await each.close();
  });
  return new Proxy({} as TestApp & { reopen(): Promise<TestApp> }, {
    get: (_target, key) => (key === 'reopen' ? reopen : Reflect.get(app(), key)),
  });
}
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Calls a tRPC procedure over HTTP the way the web app's client does (no transformer, JSON in and out). */
export async function callTrpc(
  app: TestApp['app'],
  procedure: string,
  options: {
    input?: unknown;
    token?: string;
    type?: 'query' | 'mutation';
    remoteAddress?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const type = options.type ?? 'query';
  const query =
    type === 'query' && options.input !== undefined
      ? `?input=${encodeURIComponent(JSON.stringify(options.input))}`
      : '';
  const response = await app.inject({
    method: type === 'query' ? 'GET' : 'POST',
    url: `/api/trpc/${procedure}${query}`,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(type === 'mutation' ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(type === 'mutation' ? { payload: JSON.stringify(options.input ?? null) } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  const body = response.json();
  return { status: response.statusCode, data: body.result?.data, error: body.error, response };
}
