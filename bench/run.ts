// Benchmarks of the paths every page load and every sign-in takes, against a real embedded Postgres.
// Run: npm run bench. Prints figures; nothing here asserts a time.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { members } from '../apps/server/src/db/schema/index.js';
import { issueLoginLink } from '../apps/server/src/modules/auth/auth.service.js';
import { importMembers } from '../apps/server/src/modules/users/import/import-members.service.js';
import { toSessionUser } from '../apps/server/src/modules/users/users.service.js';
import { freePort } from '../apps/server/test/free-port.js';

type Result = { name: string; runs: number; perSecond: number; p50: number; p95: number; max: number };

async function measure(name: string, runs: number, task: (i: number) => Promise<void>): Promise<Result> {
  for (let i = 0; i < Math.min(20, runs); i += 1) await task(i);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await task(i);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, runs, perSecond: (runs / total) * 1000, p50: at(0.5), p95: at(0.95), max: times.at(-1)! };
}

const quiet = { info: () => {}, warn: () => {}, debug: () => {} };
const work = await fs.mkdtemp(path.join(os.tmpdir(), 'club-bench-'));
await fs.chmod(work, 0o755);
const pg = await startEmbeddedPostgres({ dataDir: work, port: await freePort(), log: quiet });
const app = await buildApp(
  loadConfig({ DATABASE_URL: pg.url, DATA_DIR: work, LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-0123456789-0123456789-01' }),
  { jobs: false },
);

try {
  const roster = Array.from({ length: 5000 }, (_, i) => ({
    first_name: `First${i}`,
    last_name: `Last${i % 700}`,
    email: `member${i}@example.org`,
  }));
  for (let i = 0; i < roster.length; i += 1000) await app.db.insert(members).values(roster.slice(i, i + 1000));
  const [member] = await app.db.select().from(members).limit(1);
  const user = toSessionUser(member!);
  const signIn = async () => {
    const link = await issueLoginLink(app, user);
    const response = await app.inject({ method: 'POST', url: '/api/auth/validate-token', payload: { token: link.token } });
    return response.json().data.token as string;
  };
  const session = await signIn();
  const headers = { authorization: `Bearer ${session}` };

  const results = [
    await measure('GET /api/health', 2000, async () => void (await app.inject({ method: 'GET', url: '/api/health' }))),
    await measure('GET /api/status (database round trip)', 1000, async () => void (await app.inject({ method: 'GET', url: '/api/status' }))),
    await measure('tRPC users.summary, signed in (5,000 members)', 1000, async () => {
      await app.inject({ method: 'GET', url: '/api/trpc/users.summary', headers });
    }),
    await measure('sign-in: issue link + validate token', 300, async () => void (await signIn())),
    await measure('POST /api/auth/send-login-link (unknown address)', 25, async (i) => {
      await app.inject({ method: 'POST', url: '/api/auth/send-login-link', payload: { email: `nobody${i}@example.org` }, remoteAddress: `198.51.100.${i}` });
    }),
  ];

  // CSV import of a 5,000-row spreadsheet into an empty roster, then the same file again (nothing changes).
  const header = 'Name,E-mail,Phone,Address,B\'day,LOA,Title\r\n';
  const csv =
    header +
    Array.from({ length: 5000 }, (_, i) => {
      const shared = i % 10 === 0 ? `couple${i}` : `import${i}`;
      return `"Importer${i % 900}, Person${i}",${shared}@example.org,(408) 555-${String(i % 10000).padStart(4, '0')},"${i} Main St, San Jose, CA",${(i % 12) + 1}/${(i % 28) + 1},${i % 50 === 0 ? 'X' : ''},${i % 70 === 0 ? 'Booster' : ''}`;
    }).join('\r\n');
  // No background jobs here: the import alone is measured, not the geocoding it would start.
  const importContext = { db: app.db, config: app.config, user: null, jobs: null };
  const importTimes: string[] = [];
  for (const label of ['first import (5,000 new)', 'second import (unchanged)']) {
    const started = performance.now();
    const result = await importMembers(importContext, { name: 'bench.csv', content: csv });
    importTimes.push(`| CSV import, ${label} | ${(performance.now() - started).toFixed(0)} ms | imported ${result.imported}, skipped ${result.skipped} |`);
  }

  console.log(`\nClub manager benchmarks (${os.cpus().length} cores, Node ${process.version}, embedded PostgreSQL)\n`);
  console.log('| path | runs | per second | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.runs} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.max.toFixed(2)} |`);
  }
  console.log('\n| import | time | result |\n|---|---:|---|');
  for (const line of importTimes) console.log(line);
} finally {
  await app.close();
  await pg.stop();
  await fs.rm(work, { recursive: true, force: true });
}
