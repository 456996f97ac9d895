// Issue 28: a deployment of 1,000 clubs × 200 members on one PostgreSQL. What row-level security costs a club's
// everyday reads and writes, measured against the same statements without it (the superuser, whom the policies do
// not hold, with the club in an explicit `where`), in the same run, at one connection and at eight.
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { APP_ROLE, urlAs } from '../../apps/server/src/db/database-roles.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { startBenchDatabase } from '../lib/database.js';
import { QUICK } from '../lib/env.js';
import { fmt, type SuiteResult, type Table } from '../lib/report.js';

const CLUBS = 1_000;
const MEMBERS_PER_CLUB = 200;
const NIGHTS_PER_CLUB = 20;
const OPERATIONS = QUICK ? 2_000 : 20_000;
const CONNECTIONS = 8;

/** The seed, as the superuser past the policies: what restoring 1,000 clubs' backups at once would write. */
async function seed(owner: postgres.Sql): Promise<number> {
  const started = performance.now();
  await owner.begin(async (tx) => {
    await tx`insert into clubs (slug, name, time_zone, locale)
      select 'club-' || g, 'Club ' || g, 'Europe/Berlin', 'en' from generate_series(1, ${CLUBS}) g`;
    await tx`insert into members (club_id, first_name, last_name, email, phone, status)
      select c.id, 'First' || g, 'Last' || lpad((g % 97)::text, 3, '0'), 'member' || g || '@' || c.slug || '.example',
        '(408) 555-' || lpad(g::text, 4, '0'), 'assignable'
      from clubs c cross join generate_series(1, ${MEMBERS_PER_CLUB}) g`;
    await tx`insert into schedules (club_id, name, type, start_date, end_date)
      select id, 'Current', 'current', '2027-01-06', '2027-05-19' from clubs`;
    await tx`insert into assignments (club_id, schedule_id, dance_date)
      select s.club_id, s.id, date '2027-01-06' + 7 * g from schedules s cross join generate_series(0, ${NIGHTS_PER_CLUB - 1}) g`;
  });
  await owner`analyze`;
  return performance.now() - started;
}

type Ids = { clubs: number[]; nights: Map<number, number[]> };

async function idsOf(owner: postgres.Sql): Promise<Ids> {
  const clubs = (await owner<{ id: number }[]>`select id from clubs order by id`).map((row) => row.id);
  const nights = new Map<number, number[]>();
  for (const row of await owner<{ club_id: number; id: number }[]>`select club_id, id from assignments`)
    nights.set(row.club_id, [...(nights.get(row.club_id) ?? []), row.id]);
  return { clubs, nights };
}

/** One club's unit of work, as the app opens it: a transaction that names its club, then the statement. */
type Operation = (sql: postgres.Sql, club: number, night: number) => Promise<unknown>;

const withPolicies = {
  list: (sql, club) =>
    sql.begin(async (tx) => {
      const [, rows] = await Promise.all([
        tx`select set_config('app.club_id', ${String(club)}, true)`.execute(),
        tx`select id, first_name, last_name, email, phone, status from members
        order by last_name, first_name, id limit 50`,
      ]);
      return rows;
    }),
  update: (sql, club, night) =>
    sql.begin(async (tx) => {
      const [, result] = await Promise.all([
        tx`select set_config('app.club_id', ${String(club)}, true)`.execute(),
        tx`update assignments set notes = ${`n${night}`}, updated_at = now() where id = ${night}`,
      ]);
      return result;
    }),
} satisfies Record<string, Operation>;

const withWhere = {
  list: (sql, club) =>
    sql.begin(
      (tx) => tx`select id, first_name, last_name, email, phone, status from members where club_id = ${club}
        order by last_name, first_name, id limit 50`,
    ),
  update: (sql, club, night) =>
    sql.begin(
      (tx) =>
        tx`update assignments set notes = ${`n${night}`}, updated_at = now() where club_id = ${club} and id = ${night}`,
    ),
} satisfies Record<string, Operation>;

type Run = { perSecond: number; p50: number };

const signed = (ms: number) => `${ms < 0 ? '−' : '+'}${fmt.ms(Math.abs(ms), 3)}`;

/** `OPERATIONS` of one kind for random clubs over `connections` at once; per second, and the median latency. */
async function run(sql: postgres.Sql, ids: Ids, operation: Operation, connections: number): Promise<Run> {
  let next = 0;
  const times: number[] = [];
  const worker = async () => {
    while (next < OPERATIONS) {
      next += 1;
      const club = ids.clubs[Math.floor(Math.random() * ids.clubs.length)]!;
      const nights = ids.nights.get(club)!;
      const t0 = performance.now();
      await operation(sql, club, nights[Math.floor(Math.random() * nights.length)]!);
      times.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  return { perSecond: (times.length / total) * 1000, p50: times[Math.floor(times.length / 2)]! };
}

export async function runClubsBench(): Promise<SuiteResult> {
  const database = await startBenchDatabase();
  const ownerUrl = database.pg.url;
  const appUrl = urlAs(ownerUrl, APP_ROLE, database.pg.appPassword);
  await runMigrations({ ownerUrl, appUrl, appPassword: database.pg.appPassword });
  const owner = postgres(ownerUrl, { max: CONNECTIONS, onnotice: () => {} });
  const app = postgres(appUrl, { max: CONNECTIONS, onnotice: () => {} });
  try {
    const seededMs = await seed(owner);
    const ids = await idsOf(owner);
    const raw: Record<string, Run> = {};
    const rows: string[][] = [];
    for (const kind of ['list', 'update'] as const) {
      for (const connections of [1, CONNECTIONS]) {
        // Twice each, alternating, so a drift of the machine is not read as either side's cost.
        const rls: Run[] = [];
        const plain: Run[] = [];
        for (let round = 0; round < 2; round += 1) {
          rls.push(await run(app, ids, withPolicies[kind], connections));
          plain.push(await run(owner, ids, withWhere[kind], connections));
        }
        const best = (runs: Run[]) => runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
        const [a, b] = [best(rls), best(plain)];
        raw[`${kind}-${connections}-rls`] = a;
        raw[`${kind}-${connections}-where`] = b;
        const what = kind === 'list' ? "A member's list (50 by name)" : "A night's update";
        rows.push(
          [
            `${what}, ${connections} connection${connections > 1 ? 's' : ''}: median`,
            fmt.ms(a.p50, 3),
            fmt.ms(b.p50, 3),
            signed(a.p50 - b.p50),
          ],
          [
            `${what}, ${connections} connection${connections > 1 ? 's' : ''}: per second`,
            fmt.int(a.perSecond),
            fmt.int(b.perSecond),
            `${((a.perSecond / b.perSecond) * 100).toFixed(0)} %`,
          ],
        );
      }
    }
    const seeded: Table = {
      title: `${fmt.int(CLUBS)} clubs × ${MEMBERS_PER_CLUB} members and ${NIGHTS_PER_CLUB} nights each, seeded`,
      columns: ['Measure', 'Project', 'Goal'],
      rows: [['Seed and analyze', fmt.s(seededMs), '≤ 30 s']],
    };
    const cost: Table = {
      title: `Row-level security against the club in a where, ${fmt.int(OPERATIONS)} operations on random clubs each`,
      columns: ['Measure', 'Policies (project)', 'Explicit where (baseline)', 'Difference'],
      rows,
      notes: [
        'Both sides run each statement in its own transaction; the project also names its club with set_config, as every unit of work does.',
        'Goal (issue 28): at most +0.3 ms at one connection, at least 85 % of the throughput at eight.',
      ],
    };
    return { suite: 'clubs', tables: [seeded, cost], raw: { seededMs, runs: raw } };
  } finally {
    await app.end();
    await owner.end();
    await database.stop();
  }
}
