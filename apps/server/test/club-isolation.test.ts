import fc from 'fast-check';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../src/db/club-database.js';
import { listClubTables } from '../src/modules/maintenance/club-tables.js';
import { issueLoginLink } from '../src/modules/auth/auth.service.js';
import { findMembersByEmail, toSessionUser } from '../src/modules/users/users.service.js';
import { type JsonSchema, validValue } from '../stress/schema-values.js';
import { type OpenApi, type Operation, operationsOf } from '../stress/openapi-probes.js';
import { bearer, openClub, useTestApp } from './harness.js';

// Issue 28: one deployment, two clubs. Whatever club A's callers send, to club B's address or to their own with club
// B's ids, no row of B is read or written; the requests are made from the route declarations (the OpenAPI document).
const t = useTestApp({ env: { CLUBS: 'multi' }, reset: false });

/** What only club B's rows say: it must appear in no answer that club A's callers get. */
const B_MARK = 'zyxbeta';
const B_MAIN_ADMIN = `main@${B_MARK}.example.org`;
type Caller = { name: string; headers: Record<string, string> };
type Seeded = {
  club: Club;
  base: string;
  ids: { members: number[]; nights: number[]; swaps: number[]; tokens: number[] };
  callers: Caller[];
};

let owner: postgres.Sql;
let a: Seeded;
let b: Seeded;

/** A session of a club's member, through the club's own sign-in route. */
async function signIn(club: Club, email: string): Promise<string> {
  const link = await t.app.database.inClub(club.id, async (db) => {
    const [member] = await findMembersByEmail(db, email);
    return issueLoginLink({ db, clubUrl: `http://club.test/c/${club.slug}` }, toSessionUser(member!));
  });
  const answer = await t.app.inject({
    method: 'POST',
    url: `/c/${club.slug}/api/auth/validate-token`,
    payload: { token: link.token },
  });
  return answer.json().data.token as string;
}

/** A club with members, a published rota, a swap request, a calendar feed, an API token and settings of its own. */
async function seedClub(club: Club, mainAdminEmail: string, mark: string): Promise<Seeded> {
  const base = `/c/${club.slug}/api`;
  const main = bearer(await signIn(club, mainAdminEmail));
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    headers: Record<string, string>,
    payload?: object,
  ) => {
    const answer = await t.app.inject({ method, url: `${base}${path}`, headers, ...(payload ? { payload } : {}) });
    if (answer.statusCode >= 300) throw new Error(`${method} ${path}: ${answer.statusCode} ${answer.body}`);
    return answer.json().data;
  };
  await call('PUT', '/settings', main, { club_name: `${mark} Squares`, club_subtitle: `${mark} subtitle` });
  const people = [];
  for (const [index, role] of (['admin', 'member', 'member', 'member'] as const).entries()) {
    people.push(
      await call('POST', '/users', main, {
        first_name: `${mark}${index}`,
        last_name: `${mark}son`,
        email: `${index}@${mark}.example.org`,
        address: `${index} ${mark} Street`,
        notes: `${mark} private note`,
        is_admin: role === 'admin',
      }),
    );
  }
  const year = new Date().getUTCFullYear() + 1;
  const next = await call('POST', '/schedules/next', main, {
    name: `${mark} Spring`,
    start_date: `${year}-03-01`,
    end_date: `${year}-03-31`,
  });
  const nights = next.assignments as { id: number; dance_date: string }[];
  await call('PUT', `/schedules/assignments/${nights[0]!.id}`, main, {
    squarehead1_id: people[1].id,
    squarehead2_id: people[2].id,
    notes: `${mark} night note`,
  });
  await call('POST', '/schedules/next/publish', main);
  const member = bearer(await signIn(club, `1@${mark}.example.org`));
  const swap = await call('POST', '/swaps', member, { dance_date: nights[0]!.dance_date, kind: 'give_away' });
  await call('PUT', '/calendar/feeds/member', member);
  const token = await call('POST', '/auth/api-tokens', main, { name: `${mark} script` });
  const admin = bearer(await signIn(club, `0@${mark}.example.org`));
  return {
    club,
    base,
    ids: {
      members: people.map((person) => person.id as number),
      nights: nights.map((night) => night.id),
      swaps: [swap.request.id as number],
      tokens: [token.id as number],
    },
    callers: [
      { name: 'anonymous', headers: {} },
      { name: 'member', headers: member },
      { name: 'admin', headers: admin },
      { name: 'main admin', headers: main },
    ],
  };
}

/** Every row of club B in every club table, as the database's superuser reads it past row-level security. */
async function rowsOf(club: Club): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const table of await listClubTables(t.db)) {
    const [result] = await owner.unsafe<{ rows: string }[]>(
      `select coalesce(json_agg(t order by t::text), '[]')::text as rows from public."${table.name}" t where club_id = $1`,
      [club.id],
    );
    rows[table.name] = result!.rows;
  }
  return rows;
}

beforeAll(async () => {
  owner = postgres(t.config.databaseOwnerUrl!, { max: 1, onnotice: () => {} });
  const beta = await openClub(t.app, { slug: B_MARK, name: 'B', mainAdminEmail: B_MAIN_ADMIN });
  a = await seedClub(t.club, t.config.mainAdminEmail, 'alphaq');
  b = await seedClub(beta, B_MAIN_ADMIN, B_MARK);
}, 60_000);
afterAll(async () => {
  await owner.end();
});

/** Club B's ids in every path id and every id field of a body: what a caller of A would try. */
function withForeignIds(value: unknown, ids: number[], pick: () => number): unknown {
  if (Array.isArray(value)) return value.map((item) => withForeignIds(item, ids, pick));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      /(^|_)id$/.test(key) && typeof field === 'number' ? pick() : withForeignIds(field, ids, pick),
    ]),
  );
}

/** A valid request to the operation, with club B's ids wherever the document takes an id. */
function requestFor(operation: Operation, seed: number, foreignIds: number[]) {
  let turn = seed;
  const pick = () => foreignIds[turn++ % foreignIds.length]!;
  const sample = (schema: JsonSchema) => fc.sample(validValue(schema), { numRuns: 1, seed: seed + turn++ })[0];
  let path = operation.path;
  const search = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const isId = parameter.schema.type === 'integer' || /(^|_)id$/.test(parameter.name);
    const value = isId ? pick() : sample(parameter.schema);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.required) search.set(parameter.name, String(value));
  }
  const body =
    operation.body?.type === 'json'
      ? JSON.stringify(withForeignIds(sample(operation.body.schema), foreignIds, pick))
      : undefined;
  const query = search.toString();
  return { method: operation.method, url: `${path}${query ? `?${query}` : ''}`, body };
}

/** Reads first, then writes, and what empties a club last, so each operation meets a club that has rows. */
const emptiesLast = (operation: Operation) =>
  (operation.method === 'GET' ? 0 : 1) +
  (/clear|delete|direct-clear/.test(operation.path) ? 2 : 0) +
  (operation.method === 'DELETE' ? 2 : 0);

describe('two clubs on one deployment', () => {
  it("refuses club A's sessions and tokens under club B's address on every route that takes credentials", async () => {
    const document = (await t.app.inject({ method: 'GET', url: `${b.base}/openapi.json` })).json<OpenApi>();
    const refused: string[] = [];
    let tried = 0;
    for (const operation of operationsOf(document).filter((each) => each.access !== 'public')) {
      for (const caller of a.callers.filter((each) => each.name !== 'anonymous')) {
        const request = requestFor(operation, tried, b.ids.members);
        const answer = await t.app.inject({
          method: request.method as 'GET',
          url: `${b.base}${request.url}`,
          headers: { ...caller.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
          ...(request.body ? { payload: request.body } : {}),
        });
        tried += 1;
        if (answer.statusCode !== 401)
          refused.push(`${caller.name} ${operation.method} ${operation.path} → ${answer.statusCode}`);
        expect(answer.body.toLowerCase()).not.toContain(B_MARK);
      }
    }
    expect(tried).toBeGreaterThan(200);
    expect(refused).toEqual([]);
  });

  it("keeps each club to its own rows through any sequence of writes that name the other club's ids", async () => {
    const clubs = { a, b };
    const marks = { a: 'alphaq', b: B_MARK };
    const admin = (club: 'a' | 'b') => clubs[club].callers.find((caller) => caller.name === 'main admin')!.headers;
    const send = (club: 'a' | 'b', method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({
        method,
        url: `${clubs[club].base}${path}`,
        headers: admin(club),
        ...(payload ? { payload } : {}),
      });
    const idOf = fc.record({ club: fc.constantFrom<'a' | 'b'>('a', 'b'), index: fc.nat(20) });
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        club: fc.constantFrom<'a' | 'b'>('a', 'b'),
        n: fc.nat(1_000_000),
      }),
      fc.record({
        kind: fc.constant('partner' as const),
        club: fc.constantFrom<'a' | 'b'>('a', 'b'),
        who: idOf,
        partner: idOf,
      }),
      fc.record({
        kind: fc.constant('assign' as const),
        club: fc.constantFrom<'a' | 'b'>('a', 'b'),
        night: idOf,
        who: idOf,
      }),
      fc.record({ kind: fc.constant('remove' as const), club: fc.constantFrom<'a' | 'b'>('a', 'b'), who: idOf }),
    );
    const pick = (ids: Record<'a' | 'b', number[]>, ref: { club: 'a' | 'b'; index: number }) => {
      const list = ids[ref.club];
      return list[ref.index % list.length] ?? 999_999;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 12 }), async (actions) => {
        const members = { a: [...a.ids.members], b: [...b.ids.members] };
        const nights = { a: [...a.ids.nights], b: [...b.ids.nights] };
        for (const step of actions) {
          const answer =
            step.kind === 'add'
              ? await send(step.club, 'POST', '/users', {
                  first_name: `${marks[step.club]}${step.n}`,
                  last_name: `${marks[step.club]}son`,
                  email: `${step.n}@${marks[step.club]}.example.org`,
                })
              : step.kind === 'partner'
                ? await send(step.club, 'PUT', `/users/${pick(members, step.who)}`, {
                    partner_id: pick(members, step.partner),
                  })
                : step.kind === 'assign'
                  ? await send(step.club, 'PUT', `/schedules/assignments/${pick(nights, step.night)}`, {
                      squarehead3_id: pick(members, step.who),
                    })
                  : await send(step.club, 'DELETE', `/users/${pick(members, step.who)}`);
          expect(answer.statusCode, answer.body).toBeLessThan(500);
          if (step.kind === 'add' && answer.statusCode === 201)
            members[step.club].push(answer.json().data.id as number);
          const other = step.club === 'a' ? 'b' : 'a';
          expect(answer.body.toLowerCase()).not.toContain(marks[other]);
        }
        // Each club's members, as the database holds them past row-level security: its own marks only, and every
        // link between them within the club.
        for (const club of ['a', 'b'] as const) {
          const rows = await owner<{ first_name: string; partner_club: number | null }[]>`
            select m.first_name, p.club_id as partner_club from members m
            left join members p on p.id = m.partner_id and p.club_id <> m.club_id
            where m.club_id = ${clubs[club].club.id} and m.first_name <> 'Main'`;
          for (const row of rows) {
            expect(row.first_name.startsWith(marks[club]), row.first_name).toBe(true);
            expect(row.partner_club).toBeNull();
          }
          const listed = (await send(club, 'GET', '/users')).json().data.users as { email: string }[];
          const foreign = listed.filter((member) => member.email.includes(marks[club === 'a' ? 'b' : 'a']));
          expect(foreign).toEqual([]);
        }
      }),
      { numRuns: 8, seed: 28 },
    );
  }, 120_000);

  it("reads and writes no row of club B from club A, whoever of A calls and whichever of B's ids they name", async () => {
    const before = await rowsOf(b.club);
    const document = (await t.app.inject({ method: 'GET', url: `${a.base}/openapi.json` })).json<OpenApi>();
    const operations = operationsOf(document).sort((x, y) => emptiesLast(x) - emptiesLast(y));
    const foreignIds = Object.values(b.ids).flat();
    const leaks: string[] = [];
    let answered = 0;
    for (const [index, operation] of operations.entries()) {
      for (const caller of a.callers) {
        for (const seed of [index, index + 1000]) {
          const request = requestFor(operation, seed, foreignIds);
          const answer = await t.app.inject({
            method: request.method as 'GET',
            url: `${a.base}${request.url}`,
            headers: { ...caller.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
            ...(request.body ? { payload: request.body } : {}),
          });
          if (answer.statusCode < 300) answered += 1;
          if (answer.body.toLowerCase().includes(B_MARK))
            leaks.push(`${caller.name} ${operation.method} ${request.url} → ${answer.statusCode}`);
          if (answer.statusCode >= 500)
            leaks.push(`${caller.name} ${operation.method} ${request.url} → ${answer.body}`);
        }
      }
    }
    await t.mailSent();
    expect(leaks).toEqual([]);
    // The requests were real ones: many did what they ask for, in club A.
    expect(answered).toBeGreaterThan(60);
    expect(await rowsOf(b.club)).toEqual(before);
  }, 180_000);
});
