import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, MEMBER_SORT_FIELDS, memberListQuerySchema } from '@club/shared';
import { members } from '../../db/schema/index.js';
import { signedInCaller } from '../../lib/context.js';
import { listMembers } from './users.service.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';

const t = useTestApp();
let adminToken: string;
let memberToken: string;

type Listed = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  birthday: string | null;
  status: string;
  is_admin: boolean;
  partner_id: number | null;
};

const get = (url: string, token = adminToken, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

/**
 * Ties on purpose: three Smiths (two spelt 'smith'), two Lees named Ann, shared birthdays and empty ones. Plain ASCII
 * letters, so the database's collation and the comparison below agree.
 */
const ROSTER = [
  { first_name: 'Ann', last_name: 'Lee', birthday: '03/05', status: 'assignable' },
  { first_name: 'ann', last_name: 'lee', birthday: '03/05', status: 'loa' },
  { first_name: 'Bea', last_name: 'Smith', birthday: null, status: 'assignable' },
  { first_name: 'Cal', last_name: 'smith', birthday: '12/31', status: 'exempt' },
  { first_name: 'Cal', last_name: 'smith', birthday: '01/01', status: 'assignable' },
  { first_name: 'Dee', last_name: 'Young', birthday: null, status: 'booster' },
  { first_name: 'Eve', last_name: 'Adams', birthday: '03/05', status: 'assignable' },
  { first_name: 'Fay', last_name: 'Baker', birthday: '07/04', status: 'assignable' },
  { first_name: 'Gus', last_name: 'Baker', birthday: '07/04', status: 'exempt' },
  { first_name: 'Hal', last_name: 'Carter', birthday: '11/30', status: 'assignable' },
] as const;

const eqId = (id: number) => eq(members.id, id);

beforeEach(async () => {
  const admin = await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', email: 'ada@x.org', role: 'admin' });
  adminToken = await t.signIn(admin);
  const created = [];
  for (const [index, row] of ROSTER.entries()) {
    created.push(await createMember(t.db, { ...row, email: `m${index}@x.org`, notes: `note ${index}` }));
  }
  memberToken = await t.signIn(created[0]!);
  // One partnership, so the footer's partnered count has something to count.
  const [first, second] = created;
  await t.db.update(members).set({ partner_id: second!.id }).where(eqId(first!.id));
  await t.db.update(members).set({ partner_id: first!.id }).where(eqId(second!.id));
});

/** SPEC §4, said independently of the server: case-blind text, birthdays by month then day with empty ones last. */
function expectedOrder(rows: Listed[], sort: (typeof MEMBER_SORT_FIELDS)[number], order: 'asc' | 'desc'): number[] {
  const flip = order === 'desc' ? -1 : 1;
  const text = (value: string) => value.toLowerCase();
  const compareText = (a: string, b: string) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0);
  const tiebreak = (a: Listed, b: Listed) =>
    compareText(a.last_name, b.last_name) || compareText(a.first_name, b.first_name) || a.id - b.id;
  return [...rows]
    .sort((a, b) => {
      if (sort === 'birthday') {
        if (a.birthday === null || b.birthday === null) {
          return (a.birthday === null ? 1 : 0) - (b.birthday === null ? 1 : 0) || tiebreak(a, b);
        }
        return flip * compareText(a.birthday, b.birthday) || tiebreak(a, b);
      }
      return flip * compareText(a[sort], b[sort]) || tiebreak(a, b);
    })
    .map((member) => member.id);
}

async function wholeRoster(query = ''): Promise<Listed[]> {
  const response = await get(`/api/users${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data.users;
}

describe('GET /api/users one page at a time (issue 18)', () => {
  for (const sort of MEMBER_SORT_FIELDS) {
    for (const order of ['asc', 'desc'] as const) {
      it(`answers total and the right slice, sorted by ${sort} ${order}, ties broken the same on every page`, async () => {
        const expected = expectedOrder(await wholeRoster(), sort, order);
        expect(expected).toHaveLength(ROSTER.length + 2);
        const perPage = 3;
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / perPage) + 1; page += 1) {
          const response = await get(`/api/users?sort=${sort}&order=${order}&page=${page}&per_page=${perPage}`);
          expect(response.statusCode).toBe(200);
          const { data, status } = response.json();
          expect(status).toBe('success');
          const ids = data.users.map((member: Listed) => member.id);
          expect(ids).toEqual(expected.slice((page - 1) * perPage, page * perPage));
          expect(data.count).toBe(ids.length);
          expect(data.total).toBe(expected.length);
          seen.push(...ids);
        }
        expect(seen).toEqual(expected);
        // The streamed whole roster follows the same order.
        expect((await wholeRoster(`?sort=${sort}&order=${order}`)).map((member) => member.id)).toEqual(expected);
      });
    }
  }

  it('pages within a search and filters, with the footer counts of every match', async () => {
    const matches = (await wholeRoster('?search=smith')).map((member) => member.id);
    expect(matches).toHaveLength(3);
    const first = (await get('/api/users?search=smith&page=1&per_page=2')).json().data;
    const second = (await get('/api/users?search=smith&page=2&per_page=2')).json().data;
    expect([...first.users, ...second.users].map((member: Listed) => member.id)).toEqual(matches);
    expect([first.total, second.total, second.count]).toEqual([3, 3, 1]);
    expect(first.counts).toEqual({ assignable: 2, admins: 0, partnered: 0 });

    const lees = (await get('/api/users?search=lee&page=1&per_page=1')).json().data;
    expect([lees.total, lees.count, lees.counts]).toEqual([2, 1, { assignable: 1, admins: 0, partnered: 2 }]);
    const loa = (await get('/api/users?status=loa&per_page=50')).json().data;
    expect([loa.total, loa.users.map((member: Listed) => member.first_name)]).toEqual([1, ['ann']]);
    const everyone = (await get('/api/users?page=1')).json().data;
    expect([everyone.total, everyone.count, everyone.counts.admins]).toEqual([12, 12, 2]);
  });

  it("writes each member of a page as the held list does, for admins and members (others' notes hidden)", async () => {
    for (const token of [adminToken, memberToken]) {
      const viewer = (await callTrpc(t.app, 'auth.me', { token })).data;
      const held = await t.inClub((ctx) => listMembers(ctx, memberListQuerySchema.parse({})), signedInCaller(viewer));
      const page = await get('/api/users?page=2&per_page=4', token);
      expect(page.statusCode).toBe(200);
      expect(JSON.stringify(page.json().data.users)).toBe(JSON.stringify(held.users.slice(4, 8)));
    }
    const asMember = (await get('/api/users?per_page=200', memberToken)).json().data.users as { notes: unknown }[];
    expect(asMember.filter((member) => member.notes !== null)).toHaveLength(1);
  });

  it('answers a page past the end with no members and the total', async () => {
    const { data } = (await get('/api/users?page=99&per_page=10')).json();
    expect([data.users, data.count, data.total]).toEqual([[], 0, 12]);
  });

  it.each([
    ['page=0', 'page', MEMBER_MESSAGES.pageInvalid],
    ['page=abc', 'page', MEMBER_MESSAGES.pageInvalid],
    ['page=1.5', 'page', MEMBER_MESSAGES.pageInvalid],
    ['page=-2', 'page', MEMBER_MESSAGES.pageInvalid],
    ['per_page=0', 'per_page', MEMBER_MESSAGES.perPageInvalid],
    ['per_page=201', 'per_page', MEMBER_MESSAGES.perPageInvalid],
    ['per_page=ten', 'per_page', MEMBER_MESSAGES.perPageInvalid],
    ['page=1&per_page=', 'per_page', MEMBER_MESSAGES.perPageInvalid],
  ])('refuses %s with 422 and a readable message', async (query, field, message) => {
    const response = await get(`/api/users?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 'error', message: 'Validation failed', errors: { [field]: message } });
  });

  it('pages over tRPC too, and refuses nonsense there', async () => {
    const { data } = await callTrpc(t.app, 'users.list', {
      token: adminToken,
      input: { sort: 'first_name', order: 'desc', page: 2, per_page: 5 },
    });
    const expected = expectedOrder(await wholeRoster(), 'first_name', 'desc');
    expect(data.users.map((member: Listed) => member.id)).toEqual(expected.slice(5, 10));
    expect(data.total).toBe(12);
    const bad = await callTrpc(t.app, 'users.list', { token: adminToken, input: { per_page: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.error.data.fieldErrors).toEqual({ per_page: MEMBER_MESSAGES.perPageInvalid });
  });
});

describe('GET /api/users without paging: the whole roster, streamed (issue 18)', () => {
  it('answers the same JSON text the held list did, for admins and members (notes hidden)', async () => {
    // More rows than one cursor batch (500), so the answer is written from several batches.
    await t.db.insert(members).values(
      Array.from({ length: 1_100 }, (_, index) => ({
        first_name: `Bulk${index}`,
        last_name: `Row${String(index % 37).padStart(2, '0')}`,
        email: `bulk${index}@x.org`,
        notes: index % 2 === 0 ? 'private' : null,
        latitude: index % 3 === 0 ? 37.3 + index / 10_000 : null,
        longitude: index % 3 === 0 ? -121.9 : null,
        geocoded_at: index % 3 === 0 ? new Date(Date.UTC(2026, 0, 1, 12, 0, 0, index)) : null,
      })),
    );
    for (const [token, query] of [
      [adminToken, ''],
      [memberToken, ''],
      [adminToken, '?sort=birthday&order=desc&search=row1'],
    ] as const) {
      const streamed = await get(`/api/users${query}`, token);
      expect(streamed.statusCode).toBe(200);
      expect(streamed.headers['content-type']).toBe('application/json; charset=utf-8');
      // The list the service holds whole, put in the envelope as sendSuccess writes it; tRPC answers that list.
      const filters = query ? { sort: 'birthday', order: 'desc', search: 'row1' } : {};
      const viewer = (await callTrpc(t.app, 'auth.me', { token })).data;
      const held = await t.inClub(
        (ctx) => listMembers(ctx, memberListQuerySchema.parse(filters)),
        signedInCaller(viewer),
      );
      expect(held.count).toBeGreaterThan(query ? 100 : 1_100);
      expect(streamed.body).toBe(JSON.stringify({ status: 'success', data: held }));
      expect((await callTrpc(t.app, 'users.list', { token, input: filters })).data).toEqual(streamed.json().data);
      expect(Object.keys(streamed.json().data)).toEqual(['users', 'count']);
    }
    const asMember = (await get('/api/users', memberToken)).json().data.users as { notes: string | null }[];
    expect(asMember.filter((member) => member.notes !== null)).toHaveLength(1);
  });

  it('gives its database connection back when the client leaves before the answer is read', async () => {
    await t.db.insert(members).values(
      Array.from({ length: 1_100 }, (_, index) => ({
        first_name: `Gone${index}`,
        last_name: 'Client',
        email: `gone${index}@x.org`,
      })),
    );
    const origin = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    // More departures than the pool has connections (10): had one cursor stayed open per departed client, the pool
    // would be empty and the requests below would never be answered.
    const DEPARTURES = 12;
    for (let index = 0; index < DEPARTURES; index += 1) {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(Number(origin.port), origin.hostname, () => {
          socket.end(`GET /api/users HTTP/1.1\r\nHost: ${origin.host}\r\nAuthorization: Bearer ${adminToken}\r\n\r\n`);
          socket.destroy();
        });
        socket.once('close', () => resolve());
        socket.once('error', reject);
      });
    }
    const afterwards = await Promise.all(
      Array.from({ length: DEPARTURES }, () =>
        fetch(`${origin.origin}/api/users?page=1&per_page=5`, {
          headers: bearer(adminToken),
        }),
      ),
    );
    expect(afterwards.map((response) => response.status)).toEqual(Array(DEPARTURES).fill(200));
    const whole = (await (await fetch(`${origin.origin}/api/users`, { headers: bearer(adminToken) })).json()) as {
      data: { count: number };
    };
    expect(whole.data.count).toBeGreaterThan(1_100);
  });

  it('answers an empty list as before', async () => {
    const response = await get('/api/users?search=nobody-at-all');
    expect(response.body).toBe('{"status":"success","data":{"users":[],"count":0}}');
  });

  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)('is compressed with %s when the client accepts it', async (encoding, decompress) => {
    const plain = await get('/api/users');
    const compressed = await get('/api/users', adminToken, { 'accept-encoding': encoding });
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(decompress(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
