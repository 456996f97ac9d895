import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { SignInResult } from '@club/shared';
import { buildApp, type App } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createDatabase, type Database, type DbExecutor } from '../../apps/server/src/db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../apps/server/src/db/embedded.js';
import type { Club } from '../../apps/server/src/db/club-database.js';
import { members } from '../../apps/server/src/db/schema/index.js';
import { clubUrlOf } from '../../apps/server/src/lib/club-address.js';
import { issueLoginLink } from '../../apps/server/src/modules/auth/auth.service.js';
import { toSessionUser } from '../../apps/server/src/modules/users/users.service.js';
import { freePort } from '../../apps/server/test/free-port.js';
import { quiet, SESSION_SECRET } from './env.js';

export const BENCH_ADMIN_EMAIL = 'bench-admin@example.org';

/** A fresh folder the `postgres` user can enter (ARCHITECTURE.md: embedded Postgres as root). */
export async function makeWorkDir(prefix: string): Promise<string> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `club-bench-${prefix}-`));
  await fs.chmod(work, 0o755);
  return work;
}

export type BenchDatabase = { pg: EmbeddedDatabase; work: string; stop: () => Promise<void> };

/** The bundled PostgreSQL in a throw-away folder, as the server itself starts it. */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  const work = await makeWorkDir('db');
  const pg = await startEmbeddedPostgres({ dataDir: work, port: await freePort(), log: quiet });
  return {
    pg,
    work,
    stop: async () => {
      await pg.stop();
      await fs.rm(work, { recursive: true, force: true });
    },
  };
}

/**
 * The real app as the bench drives it: `db` is the bench's own connection for seeding and reading back, whose
 * session is the app's club (issue 28), as the test suite's is.
 */
export type BenchApp = App & { db: Database; club: Club };

/** The real app (buildApp, as main.ts builds it) on a given database, without background jobs or logging. */
export async function buildBenchApp(
  databaseUrl: string,
  work: string,
  env: Record<string, string> = {},
  options: { jobs?: boolean } = {},
): Promise<BenchApp> {
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: databaseUrl,
      DATA_DIR: work,
      LOG_LEVEL: 'silent',
      SESSION_SECRET,
      MAIN_ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
      MAP_TILE_URL: 'none',
      ...env,
    }),
    { jobs: options.jobs ?? false },
  );
  const club = app.club;
  if (!club) throw new Error('The bench runs one club (CLUBS=single)');
  const own = createDatabase(databaseUrl, { max: 4, connection: { 'app.club_id': String(club.id) } });
  app.addHook('onClose', () => own.sql.end());
  return Object.assign(app, { db: own.db, club });
}

/** A roster row as a club would have it: name, e-mail, phone, address and birthday filled in. */
export function rosterRow(i: number) {
  return {
    first_name: `First${i}`,
    last_name: `Last${String(i % 700).padStart(3, '0')}`,
    email: `member${i}@example.org`,
    phone: `(408) 555-${String(i % 10000).padStart(4, '0')}`,
    address: `${100 + i} Main St, San Jose, CA 95${String(100 + (i % 900)).padStart(3, '0')}`,
    birthday: `${String((i % 12) + 1).padStart(2, '0')}/${String((i % 28) + 1).padStart(2, '0')}`,
  };
}

/**
 * Empties the roster (and what hangs off it) except the main administrator, then adds `count - 1` members, so the
 * list holds `count` members in all.
 */
export async function seedMembers(db: DbExecutor, count: number): Promise<void> {
  await db.execute(sql`delete from ${members} where lower(${members.email}) <> ${BENCH_ADMIN_EMAIL}`);
  const rows = Array.from({ length: count - 1 }, (_, i) => rosterRow(i));
  for (let i = 0; i < rows.length; i += 500) await db.insert(members).values(rows.slice(i, i + 500));
}

/** A session for the main administrator, through the same sign-in route a browser uses. */
export async function signInAsAdmin(app: BenchApp): Promise<string> {
  return (await signInAdminSession(app)).token;
}

/** The sign-in answer as the web app stores it (token and user). */
export async function signInAdminSession(app: BenchApp): Promise<SignInResult> {
  return (await signInAdminThroughLink(app)).session;
}

/** The sign-in answer, and the login link's token it spent (issue 26: a used link, opened again). */
export async function signInAdminThroughLink(app: BenchApp): Promise<{ session: SignInResult; spentToken: string }> {
  const [admin] = await app.db
    .select()
    .from(members)
    .where(eq(sql`lower(${members.email})`, BENCH_ADMIN_EMAIL));
  if (!admin) throw new Error('The main administrator is missing');
  return signInThroughLink(app, admin);
}

/** A session for a member, through a sign-in link opened as a browser opens it. */
async function signInThroughLink(
  app: BenchApp,
  member: typeof members.$inferSelect,
): Promise<{ session: SignInResult; spentToken: string }> {
  const link = await issueLoginLink({ db: app.db, clubUrl: clubUrlOf(app.config, app.club) }, toSessionUser(member));
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/validate-token',
    payload: { token: link.token },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return { session: response.json().data as SignInResult, spentToken: link.token };
}

/**
 * Bearer headers of `count` members who are not admins, each signed in with a session of their own: a load test
 * gives each connection one, as that many members reading the roster at once would be (issue 26 lets one member's
 * whole-roster reads run one at a time, so one shared session would be answered 429).
 */
export async function signInMembers(app: BenchApp, count: number): Promise<Record<string, string>[]> {
  const readers = await app.db
    .select()
    .from(members)
    .where(eq(members.is_admin, false))
    .orderBy(members.id)
    .limit(count);
  if (readers.length < count) throw new Error(`Only ${readers.length} members to sign in, ${count} wanted`);
  const sessions = [];
  for (const reader of readers) sessions.push((await signInThroughLink(app, reader)).session);
  return sessions.map(({ token }) => ({ authorization: `Bearer ${token}` }));
}
