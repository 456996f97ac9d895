import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import type { JobsOptions } from '../src/plugins/jobs.js';
import { issueLoginLink, settleLoginDeliveries } from '../src/modules/auth/auth.service.js';
import { settleAfterAnswer } from '../src/lib/after-answer.js';
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
 * One statement that empties the club's tables (read from the catalog, as backups do, so a table added by a later
 * migration is emptied too) and starts their ids again at 1. DELETE, not TRUNCATE: on tables this small it takes
 * about 3 ms where TRUNCATE, which makes new files for every table and index, took 76; before every server test, twice
 * in CI, that was minutes. It locks the tables first, as TRUNCATE did, so an e-mail job of the last test still
 * writing waits for it or it for the job, and neither deadlocks on the other's rows. Tables go children first, so no
 * foreign key is left pointing at a deleted row; one query string runs as one transaction.
 */
function emptyingStatement(tables: ClubTable[]) {
  const leftOut = LEFT_OUT_OF_BACKUPS.map((name) => `public.${quoteIdent(name)}`);
  const lock = `lock table ${[...tables.map(qualifiedName), ...leftOut].join(', ')} in access exclusive mode;`;
  const deletes = [...leftOut, ...inInsertOrder(tables).reverse().map(qualifiedName)].map(
    (name) => `delete from ${name};`,
  );
  const sequences = tables.flatMap((table) =>
    table.columns.flatMap((column) => (column.sequence ? [column.sequence] : [])),
  );
  const restarts = sequences.map((sequence) => `select setval('${sequence.replaceAll("'", "''")}', 1, false);`);
  return sql.raw([lock, ...deletes, ...restarts].join(' '));
}

/**
 * A real app on a real database of its own, a real SMTP catcher on loopback, and the log lines it wrote.
 * Call in beforeAll; call reset() in beforeEach and close() in afterAll.
 */
export async function createTestApp(options: HarnessOptions = {}) {
  const database = options.databaseOf
    ? { url: options.databaseOf.config.databaseUrl!, drop: () => Promise.resolve() }
    : await createDatabaseFromTemplate(inject('testDatabase'));
  const mail = await new MailCatcher().start();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-test-data-'));
  const config: AppConfig = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
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
  const emptyTables = emptyingStatement(await listClubTables(app.db));

  return {
    app,
    db: app.db,
    config: app.config,
    mail,
    logs,
    /** Empties every table and brings back the main administrator, as a fresh start would. */
    async reset() {
      // Links still being mailed from the last test would hold rows the truncate waits on.
      await settleLoginDeliveries();
      await settleAfterAnswer();
      // Jobs of the last test's e-mails would send this test's: message ids start again at 1.
      if (options.jobs) await app.db.execute(sql`delete from pgboss.job where name = ${SEND_MAIL_QUEUE}`);
      await app.db.execute(emptyTables);
      await ensureMainAdmin(app.db, config.mainAdminEmail);
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
        const [waiting] = await app.db
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
    /** Signs a member in the way the web app does (under BASE_PATH too) and returns the session token. */
    async signIn(member: typeof members.$inferSelect): Promise<string> {
      const link = await issueLoginLink(app, toSessionUser(member));
      const response = await app.inject({
        method: 'POST',
        url: `${app.config.basePath}/api/auth/validate-token`,
        payload: { token: link.token },
      });
      if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
      return response.json().data.token as string;
    },
    async close() {
      await app.close();
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
