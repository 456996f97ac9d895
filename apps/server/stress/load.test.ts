import autocannon from 'autocannon';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/index.js';
import { createNextSchedule } from '../src/modules/rota/plan/schedule-lifecycle.js';
import { findMemberById, getMainAdminId, toSessionUser } from '../src/modules/users/users.service.js';
import { useTestApp } from '../test/harness.js';
import { reportLoad } from './load-report.js';
import { SIZES } from './sizes.js';
import { snapshotTables } from './table-snapshot.js';
import { signedInCaller } from '../src/lib/context.js';

// Issue 8 point 2: many clients at once on loopback, mixing the reads of every page with the writes admins make.
// Only correctness is asserted (no error, no timeout, no non-2xx, consistent rows); latencies are printed, never
// checked (docs/testing.md: no timing assertions).
const MEMBER_COUNT = 1000;
const NOTES = /^load (\d+)$/;

// One roster seeded once for the whole run: nothing is emptied between the cases.
const t = useTestApp({ reset: false });
let baseUrl: string;
/**
 * One administrator's session per connection, as the clients are different people: since issue 26 one member's
 * whole-roster reads run one at a time, so twenty connections on one token would be answered 429 by design.
 */
let tokens: string[];
let memberIds: number[];
let nights: { id: number; club_night_type: string }[];

beforeAll(async () => {
  await t.reset();
  const admin = (await findMemberById(t.db, (await getMainAdminId(t.db))!))!;
  const clients = await t.db
    .insert(members)
    .values(
      Array.from({ length: SIZES.loadConnections }, (_, index) => ({
        first_name: `Client${index}`,
        last_name: 'Admin',
        email: `load-client${index}@example.org`,
        role: 'admin' as const,
        is_admin: true,
      })),
    )
    .returning();
  tokens = await Promise.all(clients.map((client) => t.signIn(client)));
  const rows = Array.from({ length: MEMBER_COUNT }, (_, index) => ({
    first_name: `Load${index}`,
    last_name: 'Dancer',
    email: `load${index}@example.org`,
  }));
  memberIds = (await t.db.insert(members).values(rows).returning({ id: members.id })).map((row) => row.id);
  const next = await t.inClub(
    (ctx) => createNextSchedule(ctx, { name: 'Load', start_date: '2027-01-01', end_date: '2027-06-30' }),
    signedInCaller(toSessionUser(admin)),
  );
  nights = next.assignments.map((night) => ({ id: night.id, club_night_type: night.club_night_type }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 120_000);

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

describe(`load: ${SIZES.loadConnections} clients for ${SIZES.loadSeconds} s`, () => {
  it(
    'answers every request with a 2xx, drops none, and leaves the written rows consistent',
    async () => {
      let counter = 0;
      // Every value prepared for a row (autocannon prepares a last request it may never send), and the rows whose
      // writes were acknowledged: a stored value must be one prepared for it, and an acknowledged row cannot be empty.
      const written = new Map<string, Set<number>>();
      const acknowledged = new Set<string>();
      type Connection = { row?: string; token?: string };
      let nextToken = 0;
      const write = (row: string, connection: Connection) => {
        counter += 1;
        written.set(row, (written.get(row) ?? new Set()).add(counter));
        connection.row = row;
        return `load ${counter}`;
      };
      const before = await snapshotTables(t.db);

      const result = await autocannon({
        url: baseUrl,
        connections: SIZES.loadConnections,
        duration: SIZES.loadSeconds,
        // How long "no answer" is: a request still unanswered after a minute counts as dropped, not as slow.
        timeout: 60,
        requests: [
          {
            setupRequest: (request, context: Connection) => {
              context.row = undefined;
              context.token ??= tokens[nextToken++ % tokens.length];
              const read = { authorization: `Bearer ${context.token}` };
              const json = { ...read, 'content-type': 'application/json' };
              const roll = Math.random();
              if (roll < 0.25) return { ...request, method: 'GET', path: '/api/users', headers: read, body: undefined };
              if (roll < 0.45)
                return { ...request, method: 'GET', path: '/api/schedules/next', headers: read, body: undefined };
              if (roll < 0.65)
                return { ...request, method: 'GET', path: '/api/settings', headers: read, body: undefined };
              if (roll < 0.85) {
                const night = pick(nights);
                const body = {
                  club_night_type: night.club_night_type,
                  squarehead1_id: pick(memberIds),
                  squarehead2_id: null,
                  squarehead3_id: null,
                  squarehead4_id: null,
                  notes: write(`night ${night.id}`, context),
                };
                return {
                  ...request,
                  method: 'PUT',
                  path: `/api/schedules/assignments/${night.id}`,
                  headers: json,
                  body: JSON.stringify(body),
                };
              }
              const id = pick(memberIds);
              return {
                ...request,
                method: 'PUT',
                path: `/api/users/${id}`,
                headers: json,
                body: JSON.stringify({ notes: write(`member ${id}`, context) }),
              };
            },
            onResponse: (status, _body, context: Connection) => {
              if (status === 200 && context.row) acknowledged.add(context.row);
            },
          },
        ],
      });

      await reportLoad(`${SIZES.loadConnections} clients for ${SIZES.loadSeconds} s`, result);
      expect(result['2xx']).toBeGreaterThan(0);
      expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }).toEqual({
        non2xx: 0,
        errors: 0,
        timeouts: 0,
      });

      // Nothing was added or removed, and each written row holds one of the values sent to it.
      const after = await snapshotTables(t.db);
      for (const table of ['members', 'schedules', 'assignments', 'settings'])
        expect(after[table]!.rows).toBe(before[table]!.rows);
      const isConsistent = (row: string, value: number | undefined) =>
        value === undefined ? !acknowledged.has(row) : written.get(row)?.has(value) === true;
      const inconsistent: string[] = [];
      for (const member of await t.db.select({ id: members.id, notes: members.notes }).from(members)) {
        const value = member.notes === null ? undefined : Number(NOTES.exec(member.notes)?.[1]);
        if (!isConsistent(`member ${member.id}`, value)) inconsistent.push(`member ${member.id}: ${member.notes}`);
      }
      const view = (await fetch(`${baseUrl}/api/schedules/next`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      }).then((response) => response.json())) as {
        data: { assignments: { id: number; notes: string | null }[] };
      };
      for (const night of view.data.assignments) {
        const value = night.notes === null ? undefined : Number(NOTES.exec(night.notes)?.[1]);
        if (!isConsistent(`night ${night.id}`, value)) inconsistent.push(`night ${night.id}: ${night.notes}`);
      }
      expect(inconsistent).toEqual([]);
    },
    (SIZES.loadSeconds + 120) * 1000,
  );
});
