// Issue 28: the hourly reminder tick of a deployment of 1,000 clubs, eight reminders each, sent by two worker
// processes to a mail server on loopback. Measured twice in the same run: undisturbed (the baseline), then with one
// worker killed (SIGKILL) early in the run and one club's own mail server taking connections and never answering.
// Counted from the e-mails the mail server received: how long until every club had all of its own, duplicates, and
// what was lost.
import fs from 'node:fs/promises';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { APP_ROLE, urlAs } from '../../apps/server/src/db/database-roles.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { SEND_REMINDERS_QUEUE } from '../../apps/server/src/jobs/queues.js';
import { freePort } from '../../apps/server/test/free-port.js';
import { MailCatcher } from '../../apps/server/test/mail-catcher.js';
import { makeWorkDir, startBenchDatabase } from '../lib/database.js';
import { QUICK, SESSION_SECRET } from '../lib/env.js';
import { fmt, type SuiteResult, type Table } from '../lib/report.js';
import { type ServerProcess, startProcess } from '../lib/server-process.js';

const CLUBS = QUICK ? 50 : 1_000;
const NIGHTS = 2;
const SQUAREHEADS = 4;
const PER_CLUB = NIGHTS * SQUAREHEADS;
// 10:07 in Los Angeles, past the reminders' hour there; the nights are one and two days later.
const NOW = '2027-03-09T18:07:00Z';
const FIRST_NIGHT = '2027-03-10';
const DEADLINE_MS = 20 * 60_000;
const HANGING_SLUG = 'club-1';

/** Every club in Los Angeles, reminders one and two days ahead, two nights of four squareheads of its own. */
async function seed(owner: postgres.Sql): Promise<void> {
  await owner.begin(async (tx) => {
    await tx`insert into clubs (slug, name, time_zone, locale)
      select 'club-' || g, 'Club ' || g, 'America/Los_Angeles', 'en' from generate_series(1, ${CLUBS}) g`;
    await tx`insert into settings (club_id, key, value)
      select id, 'system_timezone', '"America/Los_Angeles"'::jsonb from clubs
      union all select id, 'reminder_days', '"1,2"'::jsonb from clubs`;
    await tx`insert into members (club_id, first_name, last_name, email, status)
      select c.id, 'Dancer' || g, c.slug, 'dancer' || g || '@' || c.slug || '.example', 'assignable'
      from clubs c cross join generate_series(1, ${PER_CLUB}) g`;
    await tx`insert into schedules (club_id, name, type, start_date, end_date)
      select id, 'Current', 'current', ${FIRST_NIGHT}::date, ${FIRST_NIGHT}::date + 30 from clubs`;
    await tx`insert into assignments (club_id, schedule_id, dance_date, squarehead1_id, squarehead2_id, squarehead3_id,
        squarehead4_id)
      select s.club_id, s.id, ${FIRST_NIGHT}::date + n,
        (select m.id from members m where m.club_id = s.club_id and m.first_name = 'Dancer' || (n * 4 + 1)),
        (select m.id from members m where m.club_id = s.club_id and m.first_name = 'Dancer' || (n * 4 + 2)),
        (select m.id from members m where m.club_id = s.club_id and m.first_name = 'Dancer' || (n * 4 + 3)),
        (select m.id from members m where m.club_id = s.club_id and m.first_name = 'Dancer' || (n * 4 + 4))
      from schedules s cross join generate_series(0, ${NIGHTS - 1}) n`;
  });
  await owner`analyze`;
}

/** A mail server that takes every connection and never says a word. */
async function startSilentServer(): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Run = {
  /** From the tick until every club (the silent one aside) had all its reminders. */
  allMs: number | null;
  /** Each such club's last reminder, after the tick, sorted. */
  clubDoneMs: number[];
  duplicates: number;
  lost: number;
  /** When the worker was killed: after the tick, and how many e-mails had arrived. */
  killed: { atMs: number; delivered: number } | null;
  /** The silent club's e-mails: received, and what its outbox says of them. */
  silentClub: { received: number; outbox: string } | null;
};

async function fanOut(withFaults: boolean): Promise<Run> {
  const database = await startBenchDatabase();
  const ownerUrl = database.pg.url;
  const appUrl = urlAs(ownerUrl, APP_ROLE, database.pg.appPassword);
  await runMigrations({ ownerUrl, appUrl, appPassword: database.pg.appPassword });
  const owner = postgres(ownerUrl, { max: 2, onnotice: () => {} });
  const catcher = await new MailCatcher().start();
  const silent = await startSilentServer();
  const dataDirs: string[] = [];
  const workers: ServerProcess[] = [];
  try {
    await seed(owner);
    if (withFaults) {
      await owner`insert into settings (club_id, key, value)
        select id, key, value from clubs, (values ('smtp_host', '"127.0.0.1"'::jsonb),
          ('smtp_port', ${String(silent.port)}::jsonb), ('smtp_encryption', '"none"'::jsonb)) as own(key, value)
        where slug = ${HANGING_SLUG}`;
    }
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      dataDirs.push(await makeWorkDir(`fan-out-${index}`));
      workers.push(
        await startProcess({
          args: ['--import', 'tsx', 'apps/server/test/server-instance.ts', '{}'],
          port,
          env: {
            NODE_ENV: 'production',
            CLUBS: 'multi',
            DATABASE_URL: appUrl,
            DATABASE_OWNER_URL: ownerUrl,
            SMTP_URL: catcher.url,
            // The operator's word that a club's own mail server may be on loopback (issue 28 point 7).
            ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
            SESSION_SECRET,
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            DATA_DIR: dataDirs[index]!,
            LOG_LEVEL: 'error',
            MAP_TILE_URL: 'none',
            GEOCODER_URL: 'http://127.0.0.1:9',
          },
        }),
      );
    }

    const expected = new Map<string, string>();
    for (const { slug } of await owner<{ slug: string }[]>`select slug from clubs`) {
      if (withFaults && slug === HANGING_SLUG) continue;
      for (let g = 1; g <= PER_CLUB; g += 1) expected.set(`dancer${g}@${slug}.example`, slug);
    }

    const boss = new PgBoss({ connectionString: appUrl, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    const started = performance.now();
    await boss.send(SEND_REMINDERS_QUEUE, { now: NOW });
    await boss.stop({ graceful: false, close: true });

    const firstArrival = new Map<string, number>();
    const received = new Map<string, number>();
    let seen = 0;
    let killed: Run['killed'] = null;
    const readArrivals = () => {
      for (; seen < catcher.messages.length; seen += 1) {
        for (const to of catcher.messages[seen]!.to) {
          received.set(to, (received.get(to) ?? 0) + 1);
          if (!firstArrival.has(to)) firstArrival.set(to, performance.now() - started);
        }
      }
    };
    let allMs: number | null = null;
    while (performance.now() - started < DEADLINE_MS) {
      readArrivals();
      if (withFaults && !killed && seen >= expected.size * 0.05) {
        workers[0]!.child.kill('SIGKILL');
        killed = { atMs: performance.now() - started, delivered: seen };
      }
      if ([...expected.keys()].every((address) => firstArrival.has(address))) {
        allMs = performance.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Anything sent twice would arrive soon after.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    readArrivals();

    const clubDone = new Map<string, number>();
    for (const [address, slug] of expected) {
      const at = firstArrival.get(address);
      if (at !== undefined) clubDone.set(slug, Math.max(clubDone.get(slug) ?? 0, at));
    }
    let silentClub: Run['silentClub'] = null;
    if (withFaults) {
      const outbox = await owner<{ status: string; messages: number; attempts: number }[]>`
        select n.status, count(*)::int as messages, sum(n.attempts)::int as attempts
        from notify_messages n join clubs c on c.id = n.club_id where c.slug = ${HANGING_SLUG} group by n.status`;
      silentClub = {
        received: [...received.keys()].filter((address) => address.endsWith(`@${HANGING_SLUG}.example`)).length,
        outbox: outbox.map((row) => `${row.messages} ${row.status} after ${row.attempts} tries`).join(', ') || 'none',
      };
    }
    return {
      allMs,
      clubDoneMs: [...clubDone.values()].sort((a, b) => a - b),
      duplicates: [...received.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0),
      lost: [...expected.keys()].filter((address) => !received.has(address)).length,
      killed,
      silentClub,
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await owner.end();
    await catcher.stop();
    await silent.stop();
    await database.stop();
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
  }
}

const at = (values: number[], share: number) => values[Math.min(values.length - 1, Math.floor(values.length * share))];
const time = (ms: number | null | undefined) => (ms === null || ms === undefined ? 'not within 20 min' : fmt.s(ms));

export async function runFanOutBench(): Promise<SuiteResult> {
  const baseline = await fanOut(false);
  const faulted = await fanOut(true);
  const row = (what: string, value: (run: Run) => string) => [what, value(faulted), value(baseline)];
  const table: Table = {
    title: `The hourly reminder tick for ${fmt.int(CLUBS)} clubs × ${PER_CLUB} reminders, two workers`,
    columns: ['Measure', 'A worker killed, one club’s mail server silent (project)', 'Undisturbed (baseline)'],
    rows: [
      row('Until every club had all its reminders (the silent one aside)', (run) => time(run.allMs)),
      row('Clubs complete: median', (run) => time(at(run.clubDoneMs, 0.5))),
      row('Clubs complete: 99th percentile', (run) => time(at(run.clubDoneMs, 0.99))),
      row('E-mails received twice', (run) => fmt.int(run.duplicates)),
      row('Reminders lost', (run) => fmt.int(run.lost)),
      row('Worker killed', (run) =>
        run.killed ? `${time(run.killed.atMs)} in, ${fmt.int(run.killed.delivered)} e-mails delivered` : '—',
      ),
      row('The silent club', (run) =>
        run.silentClub ? `${run.silentClub.received} received; outbox: ${run.silentClub.outbox}` : '—',
      ),
    ],
    notes: [
      'Goal (issue 28): within 5 minutes with a worker killed and a club’s mail server hanging, 0 duplicates, 0 lost, the hanging club alone late.',
      'Each worker is a whole server (test/server-instance.ts, CLUBS=multi) with the production job timings; the killed one’s jobs are taken over once pg-boss expires them.',
    ],
  };
  return { suite: 'fan-out', tables: [table], raw: { clubs: CLUBS, perClub: PER_CLUB, baseline, faulted } };
}
