import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@club/shared';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';

// Issue 26: ten whole-roster reads at once by one member of a 20,000-member club must not stall the server.
const CLUB_SIZE = 20_000;
const t = useTestApp({ reset: false });
let base: string;
let token: string;

beforeAll(async () => {
  await t.reset();
  await t.db.execute(sql`
    insert into members (first_name, last_name, email, phone, address)
    select 'Dancer' || g, 'Number' || g, 'dancer' || g || '@example.org', '408-555-' || lpad(g::text, 4, '0'),
           g || ' Long Address Avenue, Apartment ' || g || ', San Jose, CA 95110'
    from generate_series(1, ${CLUB_SIZE}) g`);
  token = await t.signIn(await createMember(t.db, { email: 'reader@example.org' }));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const readRoster = () => fetch(`${base}/api/users`, { headers: bearer(token) });

async function probeHealth(): Promise<{ status: number; ms: number; body: { status: string } }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/health`);
  return {
    status: response.status,
    body: (await response.json()) as { status: string },
    ms: performance.now() - started,
  };
}

/**
 * Until `count` reads wait in line for a turn: each waits on its turn's advisory lock, not granted yet (in this test's
 * database: the server holds others').
 */
async function waitersForTheTurn(count: number): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const [row] = await t.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and not granted
          and database = (select oid from pg_database where datname = current_database())`,
    );
    if (row?.waiting === count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${count} reads never waited for the turn`);
}

describe("one member's whole-roster reads", () => {
  it('run one at a time, two more wait, the rest are 429, and /api/health answers meanwhile', async () => {
    const reads = Array.from({ length: 10 }, () =>
      readRoster().then(async (response) => ({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as { status: string; message?: string; data?: { count: number } },
      })),
    );
    const probes = [];
    for (let i = 0; i < 5; i += 1) {
      probes.push(await probeHealth());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = await Promise.all(reads);
    const health = [...probes, await probeHealth()];

    const took = health.map(({ ms }) => `${Math.round(ms)} ms`).join(', ');
    expect(
      health.map(({ status, body }) => [status, body.status]),
      `/api/health during ten whole-roster reads (${took})`,
    ).toEqual(health.map(() => [200, 'healthy']));
    const read = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(read.length + refused.length).toBe(10);
    expect(read.length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of read) expect(answer.body.data?.count).toBe(CLUB_SIZE + 2);
    for (const answer of refused) {
      expect(answer.body).toEqual({ status: 'error', message: MEMBER_MESSAGES.rosterBusy });
      expect(answer.retryAfter).toBe('5');
    }
    const after = await readRoster();
    expect(after.status).toBe(200);
    await after.body?.cancel();
  });

  it('count tRPC and the CSV export as well, and a reader who hangs up gives the turn on', async () => {
    const holding = await readRoster();
    expect(holding.status).toBe(200);
    // The first answer's body is left unread, so its stream waits with the turn; two more reads wait behind it.
    const waiting = Promise.all([readRoster(), fetch(`${base}/api/users/export/csv`, { headers: bearer(token) })]);
    await waitersForTheTurn(2);
    const viaTrpc = await callTrpc(t.app, 'users.list', { token, input: {} });
    expect(viaTrpc.status).toBe(429);
    expect(viaTrpc.error.message).toBe(MEMBER_MESSAGES.rosterBusy);
    // A page is not a whole-roster read.
    expect((await callTrpc(t.app, 'users.list', { token, input: { page: 1 } })).status).toBe(200);

    await holding.body?.cancel();
    const [rest, csv] = await waiting;
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { data: { count: number } }).data.count).toBe(CLUB_SIZE + 2);
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\n').length).toBeGreaterThan(CLUB_SIZE);
    expect((await callTrpc(t.app, 'users.list', { token, input: {} })).status).toBe(200);
  });

  it('are counted per member: another member reads meanwhile', async () => {
    const other = await t.signIn(await createMember(t.db, { email: 'other-reader@example.org' }));
    const holding = await readRoster();
    const response = await fetch(`${base}/api/users`, { headers: bearer(other) });
    expect(response.status).toBe(200);
    await response.body?.cancel();
    await holding.body?.cancel();
  });
});
