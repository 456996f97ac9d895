// API throughput: the members list over REST and tRPC under load, against a bare Fastify + postgres.js route
// returning the same rows; and the in-process cost of the small paths every page load and sign-in takes.
import Fastify, { type FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { freePort } from '../../apps/server/test/free-port.js';
import fs from 'node:fs/promises';
import {
  type BenchDatabase,
  buildBenchApp,
  makeWorkDir,
  seedMembers,
  signInAsAdmin,
  signInMembers,
} from '../lib/database.js';
import { SETTINGS } from '../lib/env.js';
import { type LoadResult, loadTest, type LoopResult, measureLoop, median } from '../lib/measure.js';
import { fmt, type SuiteResult, type Table } from '../lib/report.js';
import { embeddedDatabaseUrl, embeddedPasswordFile, startBuiltServer } from '../lib/server-process.js';

/** The same rows and fields as the project's list (members with partner and friend names, same order), no layers. */
async function startBaseline(databaseUrl: string) {
  // The project's pool size (db/client.ts), so both sides have as many connections to Postgres.
  const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  const app: FastifyInstance = Fastify({ logger: false });
  app.get('/members', async () => {
    const users = await sql`
      select m.*, p.first_name as partner_first_name, p.last_name as partner_last_name,
             f.first_name as friend_first_name, f.last_name as friend_last_name
      from members m
      left join members p on p.id = m.partner_id
      left join members f on f.id = m.friend_id
      order by lower(m.last_name), lower(m.first_name), m.id`;
    return { status: 'success', data: { users, count: users.length } };
  });
  // Issue 18: one page of 50 with the filtered total, as the project's paged answer carries it.
  app.get('/members/page', async () => {
    const [users, [{ total }]] = await Promise.all([
      sql`
        select m.*, p.first_name as partner_first_name, p.last_name as partner_last_name,
               f.first_name as friend_first_name, f.last_name as friend_last_name
        from members m
        left join members p on p.id = m.partner_id
        left join members f on f.id = m.friend_id
        order by lower(m.last_name), lower(m.first_name), m.id
        limit 50 offset 0`,
      sql`select count(*)::int as total from members` as unknown as Promise<[{ total: number }]>,
    ]);
    return { status: 'success', data: { users, count: users.length, total } };
  });
  app.get('/health', () => ({ status: 'ok' }));
  app.get('/status', async () => {
    await sql`select 1`;
    return { status: 'ok' };
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => (await app.close(), await sql.end({ timeout: 5 })),
  };
}

export async function runApiBench(database: BenchDatabase): Promise<SuiteResult> {
  const app = await buildBenchApp(database.pg.url, database.work);
  const baseline = await startBaseline(database.pg.url);
  try {
    await seedMembers(app.db, SETTINGS.listMembers);
    const token = await signInAsAdmin(app);
    const bearer = { authorization: `Bearer ${token}` };
    const readers = await signInMembers(app, SETTINGS.connections);
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    const projectUrl = `http://127.0.0.1:${port}`;

    // Both answer 200 with the same number of members before any load is put on them.
    type Envelope = { data: { count: number } };
    const [rest, trpc, bare] = await Promise.all([
      fetch(`${projectUrl}/api/users`, { headers: bearer }).then((r) => r.json() as Promise<Envelope>),
      fetch(`${projectUrl}/api/trpc/users.list`, { headers: bearer }).then(
        (r) => r.json() as Promise<{ result: Envelope }>,
      ),
      fetch(`${baseline.url}/members`).then((r) => r.json() as Promise<Envelope>),
    ]);
    const counts = [rest.data.count, trpc.result.data.count, bare.data.count];
    if (counts.some((count) => count !== SETTINGS.listMembers))
      throw new Error(`Unexpected member counts: ${counts.join(', ')}`);

    console.log(`  load: GET /api/users (${SETTINGS.connections} connections × ${SETTINGS.durationSeconds} s)…`);
    const restLoad = await loadTest(`${projectUrl}/api/users`, readers);
    console.log('  load: GET /api/trpc/users.list…');
    const trpcLoad = await loadTest(`${projectUrl}/api/trpc/users.list`, readers);
    console.log('  load: baseline GET /members…');
    const bareLoad = await loadTest(`${baseline.url}/members`);

    const loadRow = (label: string, result: LoadResult, base: LoadResult) => [
      label,
      fmt.int(result.requestsPerSecond),
      fmt.ms(result.p50),
      fmt.ms(result.p99),
      fmt.kb(result.bytesPerResponse),
      `${result.non2xx + result.errors}`,
      base === result ? '1.00×' : fmt.ratio(result.requestsPerSecond, base.requestsPerSecond),
    ];
    const loadTable: Table = {
      title: `Members list, ${fmt.int(SETTINGS.listMembers)} members, ${SETTINGS.connections} connections × ${SETTINGS.durationSeconds} s (autocannon)`,
      columns: ['route', '2xx answers/s', 'p50', 'p99', 'response', 'non-2xx + errors', '2xx/s ÷ baseline'],
      rows: [
        loadRow('REST `GET /api/users` (a member per connection)', restLoad, bareLoad),
        loadRow('tRPC `GET /api/trpc/users.list` (a member per connection)', trpcLoad, bareLoad),
        loadRow('baseline: bare Fastify + postgres.js, same rows', bareLoad, bareLoad),
      ],
      notes: [
        'Baseline: a Fastify app in the same process on another port, one route running the same select (members with ' +
          'partner and friend names, same order) through postgres.js with the same pool size, answering the rows as JSON in ' +
          'the same envelope. No session check, no zod, no row shaping.',
        'autocannon runs in its own process; each route gets a warm-up run first that does not count.',
        ...LOAD_NOTES,
      ],
    };

    // In-process paths (app.inject, no network): the figures the earlier benchmark printed, with bare equivalents.
    const inject =
      (url: string, headers: Record<string, string> = {}) =>
      async () => {
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      };
    const bareInject = (url: string) => async () => void (await baseline.app.inject({ method: 'GET', url }));
    const { health, bareConstant, bareSelect, status } = await interleavedLoops({
      health: ['GET /api/health', 2000, inject('/api/health')],
      bareConstant: ['bare', 2000, bareInject('/health')],
      bareSelect: ['bare', 2000, bareInject('/status')],
      status: ['GET /api/status (database round trip)', 1000, inject('/api/status')],
    });
    const loops: [LoopResult, LoopResult | null][] = [
      [health, bareConstant],
      [status, bareSelect],
      [
        await measureLoop(
          `tRPC users.summary, signed in (${fmt.int(SETTINGS.listMembers)} members)`,
          500,
          inject('/api/trpc/users.summary', bearer),
        ),
        null,
      ],
      [
        await measureLoop('sign-in: issue link + validate token', 200, async () => void (await signInAsAdmin(app))),
        null,
      ],
    ];
    const loopTable: Table = {
      title: 'In-process paths (app.inject, one call at a time)',
      columns: ['path', 'calls/s', 'p50', 'p95', 'baseline calls/s', 'baseline p50', 'p50 ÷ baseline'],
      rows: loops.map(([project, base]) => [
        project.name,
        fmt.int(project.perSecond),
        fmt.ms(project.p50, 2),
        fmt.ms(project.p95, 2),
        base ? fmt.int(base.perSecond) : '—',
        base ? fmt.ms(base.p50, 2) : '—',
        base ? fmt.ratio(project.p50, base.p50) : '—',
      ]),
      notes: [
        'Baselines: the bare Fastify app above, `/health` answering a constant and `/status` running `select 1` through postgres.js.',
        `Health, status and their baselines run in turn, ${LOOP_ROUNDS} rounds; each figure is the median of the rounds. ` +
          'Health reuses a healthy answer for up to a second (decision 097), so nearly every call of the loop is what ' +
          'a request pays without a round trip, against the constant route; status asks the database on every call, ' +
          'so against the bare `select 1` it is what a request pays beyond that round trip.',
        'users.summary and sign-in have no bare equivalent; they are printed to compare runs of this project with each other.',
      ],
    };
    const { pagingTable, pagingRaw } = await runPagingBench(app, projectUrl, baseline.url);
    return {
      suite: 'api',
      tables: [loadTable, pagingTable, loopTable],
      raw: { load: { rest: restLoad, trpc: trpcLoad, baseline: bareLoad }, loops, paging: pagingRaw },
    };
  } finally {
    await baseline.close();
    await app.close();
  }
}

const LOOP_ROUNDS = 5;

/**
 * Each loop in turn, LOOP_ROUNDS times over, so a busy moment of the machine falls on all of them alike; each figure
 * is the median over the rounds.
 */
async function interleavedLoops<K extends string>(
  loops: Record<K, [name: string, runs: number, task: () => Promise<void>]>,
): Promise<Record<K, LoopResult>> {
  const entries = Object.entries(loops) as [K, [string, number, () => Promise<void>]][];
  const rounds = new Map<K, LoopResult[]>(entries.map(([key]) => [key, []]));
  for (let round = 0; round < LOOP_ROUNDS; round += 1) {
    for (const [key, [name, runs, task]] of entries) rounds.get(key)?.push(await measureLoop(name, runs, task));
  }
  const medianOf = (results: LoopResult[], name: string): LoopResult => ({
    name,
    runs: results.reduce((sum, result) => sum + result.runs, 0),
    perSecond: median(results.map((result) => result.perSecond)),
    p50: median(results.map((result) => result.p50)),
    p95: median(results.map((result) => result.p95)),
    max: Math.max(...results.map((result) => result.max)),
  });
  return Object.fromEntries(entries.map(([key, [name]]) => [key, medianOf(rounds.get(key) ?? [], name)])) as Record<
    K,
    LoopResult
  >;
}

/** Reads an answer to its end without keeping it, so the client holds no copy of the roster. */
async function drainBody(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

/**
 * The built server's own memory (not the bench's) while ten whole-roster answers are read at once: started as
 * `npm start` starts it, seeded through the project's code, its RSS sampled from /proc every 20 ms.
 */
async function builtServerRss(memberCount: number): Promise<{ before: number; peak: number; bytes: number }> {
  const work = await makeWorkDir('rss');
  const server = await startBuiltServer(work);
  try {
    const databaseUrl = embeddedDatabaseUrl(server, await fs.readFile(embeddedPasswordFile(server), 'utf8'));
    const app = await buildBenchApp(databaseUrl, work);
    let readers: Record<string, string>[];
    try {
      await seedMembers(app.db, memberCount);
      readers = await signInMembers(app, PARALLEL_ROSTER_READS);
    } finally {
      await app.close();
    }
    const rssNow = async () =>
      Number(/VmRSS:\s+(\d+)/.exec(await fs.readFile(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    // One answer first, so that what is measured is the parallel answers, not the first request's warm-up.
    await drainBody(`${server.baseUrl}/api/users`, readers[0] ?? {});
    const before = await rssNow();
    let peak = before;
    // A sample still reading when the server stops finds no /proc entry; that ends sampling, not the bench.
    const sampler = setInterval(
      () =>
        void rssNow().then(
          (value) => (peak = Math.max(peak, value)),
          () => clearInterval(sampler),
        ),
      20,
    );
    let sizes: number[];
    try {
      // Ten members at once, each with a session of their own: issue 26 answers one member's fourth parallel
      // whole-roster read 429, and ten on one session ended the bench there.
      sizes = await Promise.all(readers.map((headers) => drainBody(`${server.baseUrl}/api/users`, headers)));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, await rssNow());
    return { before, peak, bytes: sizes[0] ?? 0 };
  } finally {
    await server.stop();
    await fs.rm(work, { recursive: true, force: true });
  }
}

/**
 * Issue 18: a page of 50 and the whole (streamed) roster at 1,000 and 20,000 members against the bare route on the
 * same rows, and the server's RSS while ten whole-roster answers at 20,000 members are written at once.
 */
async function runPagingBench(app: Awaited<ReturnType<typeof buildBenchApp>>, projectUrl: string, baselineUrl: string) {
  const rows: string[][] = [];
  const raw: Record<string, unknown> = {};
  for (const size of PAGING_SIZES) {
    await seedMembers(app.db, size);
    // A new roster: the readers' sessions went with their members.
    const readers = await signInMembers(app, SETTINGS.connections);
    console.log(`  load: ${fmt.int(size)} members, a page of 50 and the whole roster, project and bare…`);
    const page = await loadTest(`${projectUrl}/api/users?page=1&per_page=50`, readers);
    const barePage = await loadTest(`${baselineUrl}/members/page`);
    const whole = await loadTest(`${projectUrl}/api/users`, readers);
    const bareWhole = await loadTest(`${baselineUrl}/members`);
    raw[size] = { page, barePage, whole, bareWhole };
    const row = (label: string, result: LoadResult, base: LoadResult) => [
      `${fmt.int(size)}: ${label}`,
      fmt.int(result.requestsPerSecond),
      fmt.ms(result.p50),
      fmt.ms(result.p99),
      fmt.kb(result.bytesPerResponse),
      `${result.non2xx + result.errors}`,
      base === result ? '1.00×' : fmt.ratio(result.requestsPerSecond, base.requestsPerSecond),
    ];
    rows.push(
      row('REST page of 50 (`?page=1&per_page=50`)', page, barePage),
      row('bare page of 50 + count', barePage, barePage),
      row('REST whole roster (streamed)', whole, bareWhole),
      row('bare whole roster', bareWhole, bareWhole),
    );
  }
  await seedMembers(app.db, SETTINGS.listMembers);
  const rss = await builtServerRss(PAGING_SIZES.at(-1) ?? 0);
  const mb = (bytes: number) => `${fmt.int(bytes / 1024 / 1024)} MB`;
  const pagingTable: Table = {
    title: `Members list by page and whole, ${SETTINGS.connections} connections × ${SETTINGS.durationSeconds} s (issue 18)`,
    columns: ['route', '2xx answers/s', 'p50', 'p99', 'response', 'non-2xx + errors', '2xx/s ÷ bare'],
    rows,
    notes: [
      'Targets: a page of 50 p99 ≤ 50 ms; the whole roster ≥ 0.8× the bare route; bare routes as in the table above ' +
        '(the page: the same select with limit 50 and a count).',
      ...LOAD_NOTES,
      `Server RSS, ten whole-roster answers (ten members, a session each) at ${fmt.int(PAGING_SIZES.at(-1)!)} members read at once ` +
        `(${mb(rss.bytes)} each, read and dropped by the client): ${mb(rss.before)} before, ${mb(rss.peak)} at the peak ` +
        '(target < 400 MB): the built server in its own process, as `npm start` runs it, read from /proc (its ' +
        'embedded PostgreSQL not counted).',
    ],
  };
  return { pagingTable, pagingRaw: { ...raw, rss } };
}

const PAGING_SIZES = [1_000, 20_000] as const;
/** Whole-roster answers read at once while the built server's RSS is sampled. */
const PARALLEL_ROSTER_READS = 10;

const LOAD_NOTES = [
  'Only 2xx answers count: the rate is 2xx answers per second over the run, so a refusal (429, 401) is no member ' +
    'served; p50 and p99 are over every answer, which are the 2xx ones while the non-2xx column says 0.',
  `The project's routes are read by ${SETTINGS.connections} members who are not admins, one per connection, each ` +
    'with a session of their own: one shared session was answered 429 on the whole roster, where issue 26 lets one ' +
    "member's whole-roster reads run one at a time (two more wait), and those refusals counted as answers.",
];
