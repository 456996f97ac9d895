import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, MESSAGES } from '@club/shared';
import { members, settings } from '../../db/schema/index.js';
import { todayIn } from '../../lib/calendar.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';
import { exportFileName } from './members-csv.js';
import { findMemberById, getMainAdminId } from './users.service.js';

const t = useTestApp();
let adminToken: string;
let admin: Awaited<ReturnType<typeof createMember>>;
beforeEach(async () => {
  admin = await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', email: 'ada@example.org', role: 'admin' });
  adminToken = await t.signIn(admin);
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const partnerOf = async (id: number) => (await findMemberById(t.db, id))?.partner_id ?? null;

describe('listing members', () => {
  beforeEach(async () => {
    await createMember(t.db, {
      first_name: 'Zoe',
      last_name: 'Baker',
      email: 'zoe@example.org',
      birthday: '12-01',
      phone: '408 555 0101',
    });
    await createMember(t.db, {
      first_name: 'amy',
      last_name: 'carter',
      email: 'amy@example.org',
      birthday: '02/14',
      address: '1 Elm St, San Jose',
    });
    await createMember(t.db, {
      first_name: 'Bob',
      last_name: 'Able',
      email: 'bob@example.org',
      status: 'loa',
      notes: 'Back in May',
    });
  });

  it('sorts by last name without regard to case by default, and answers in the API.md envelope', async () => {
    const response = await api('GET', '/api/users', adminToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.users.map((member: { last_name: string }) => member.last_name)).toEqual([
      'Able',
      'Admin',
      'Administrator',
      'Baker',
      'carter',
    ]);
    expect(data.count).toBe(5);
  });

  it('sorts birthdays by month then day with empty ones last, both ways', async () => {
    const names = async (order: string) =>
      (await callTrpc(t.app, 'users.list', { token: adminToken, input: { sort: 'birthday', order } })).data.users.map(
        (member: { first_name: string }) => member.first_name,
      );
    expect((await names('asc')).slice(0, 2)).toEqual(['amy', 'Zoe']);
    expect((await names('desc')).slice(0, 2)).toEqual(['Zoe', 'amy']);
    expect((await names('desc')).slice(2)).not.toContain('amy');
  });

  it.each([
    ['carter', ['amy']],
    ['amy carter', ['amy']],
    ['zoe@', ['Zoe']],
    ['555 0101', ['Zoe']],
    ['elm st', ['amy']],
    ['02-14', ['amy']],
    ['12/01', ['Zoe']],
    ['100%', []],
  ])('finds %j', async (search, expected) => {
    const { data } = await callTrpc(t.app, 'users.list', { token: adminToken, input: { search } });
    expect(data.users.map((member: { first_name: string }) => member.first_name)).toEqual(expected);
  });

  it('filters by status and role', async () => {
    const loa = (await api('GET', '/api/users?status=loa', adminToken)).json().data;
    expect(loa.users.map((member: { first_name: string }) => member.first_name)).toEqual(['Bob']);
    const admins = (await api('GET', '/api/users?role=admin', adminToken)).json().data;
    expect(admins.count).toBe(2);
    expect((await api('GET', '/api/users?status=retired', adminToken)).statusCode).toBe(422);
  });

  it("hides other members' notes from members who are not admins", async () => {
    const member = await createMember(t.db, { notes: 'Own note' });
    const token = await t.signIn(member);
    const { data } = await callTrpc(t.app, 'users.list', { token });
    const byName = Object.fromEntries(
      data.users.map((row: { id: number; notes: string | null }) => [row.id, row.notes]),
    );
    expect(Object.values(byName).filter(Boolean)).toEqual(['Own note']);
    const asAdmin = await callTrpc(t.app, 'users.list', { token: adminToken, input: { search: 'Bob' } });
    expect(asAdmin.data.users[0].notes).toBe('Back in May');
  });

  it('lists the assignable members for the assignment editor', async () => {
    const { data } = (await api('GET', '/api/users/assignable', adminToken)).json();
    expect(data.users.every((member: { status: string }) => member.status === 'assignable')).toBe(true);
    expect(data.users.map((member: { first_name: string }) => member.first_name)).not.toContain('Bob');
  });
});

describe('adding a member', () => {
  it('creates with 201 and mirrors the partner link', async () => {
    const partner = await createMember(t.db, { first_name: 'Pat', last_name: 'Smith' });
    const response = await api('POST', '/api/users', adminToken, {
      first_name: 'Sam',
      last_name: 'Smith',
      email: 'sam@example.org',
      phone: '',
      birthday: '07/04',
      partner_id: partner.id,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      phone: null,
      birthday: '07/04',
      partner_id: partner.id,
      partner_first_name: 'Pat',
      role: 'member',
    });
    expect(await partnerOf(partner.id)).toBe(created.id);
  });

  it('refuses the same name and e-mail in any case with 409', async () => {
    await createMember(t.db, { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.org' });
    const response = await api('POST', '/api/users', adminToken, {
      first_name: 'JANE',
      last_name: 'doe',
      email: 'Jane@Example.org',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MEMBER_MESSAGES.duplicate);
  });

  it('answers bad input with 422 and every field message, and writes nothing', async () => {
    const response = await api('POST', '/api/users', adminToken, {
      first_name: '',
      last_name: 'X',
      email: 'nope',
      phone: 'call me',
      birthday: '13/40',
      partner_id: 5,
      friend_id: 5,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      first_name: MEMBER_MESSAGES.firstNameRequired,
      email: MEMBER_MESSAGES.emailInvalid,
      phone: MEMBER_MESSAGES.phoneInvalid,
      birthday: MEMBER_MESSAGES.birthdayInvalid,
    });
    const partnerClash = await callTrpc(t.app, 'users.create', {
      token: adminToken,
      type: 'mutation',
      input: { first_name: 'A', last_name: 'B', email: 'ab@example.org', partner_id: 5, friend_id: 5 },
    });
    expect(partnerClash.error.data.fieldErrors).toEqual({ friend_id: MEMBER_MESSAGES.partnerFriendSame });
    expect(await t.db.select().from(members)).toHaveLength(2);
  });

  it('refuses a partner who is not on the roster without writing the member', async () => {
    const response = await api('POST', '/api/users', adminToken, {
      first_name: 'Lone',
      last_name: 'Dancer',
      email: 'lone@example.org',
      partner_id: 99_999,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ partner_id: MEMBER_MESSAGES.linkedMemberNotFound });
    const friend = await api('POST', '/api/users', adminToken, {
      first_name: 'Lone',
      last_name: 'Dancer',
      email: 'lone@example.org',
      friend_id: 99_999,
    });
    expect(friend.json().errors).toEqual({ friend_id: MEMBER_MESSAGES.linkedMemberNotFound });
    expect(await t.db.select().from(members).where(eq(members.email, 'lone@example.org'))).toHaveLength(0);
  });
});

describe('editing a member', () => {
  it('mirrors partners and clears the links of the old partners', async () => {
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    const c = await createMember(t.db);
    const d = await createMember(t.db);
    await api('PUT', `/api/users/${a.id}`, adminToken, { partner_id: b.id });
    await api('PUT', `/api/users/${c.id}`, adminToken, { partner_id: d.id });
    expect([await partnerOf(a.id), await partnerOf(b.id)]).toEqual([b.id, a.id]);

    // A now partners C: B and D are left without partners.
    await api('PUT', `/api/users/${a.id}`, adminToken, { partner_id: c.id });
    expect([await partnerOf(a.id), await partnerOf(b.id), await partnerOf(c.id), await partnerOf(d.id)]).toEqual([
      c.id,
      null,
      a.id,
      null,
    ]);

    await api('PUT', `/api/users/${c.id}`, adminToken, { partner_id: null });
    expect([await partnerOf(a.id), await partnerOf(c.id)]).toEqual([null, null]);
  });

  it('keeps fields that an edit does not send', async () => {
    const member = await createMember(t.db, { phone: '111', address: 'Old Rd', birthday: '01/02' });
    const response = await api('PUT', `/api/users/${member.id}`, adminToken, { address: 'New Rd' });
    expect(response.json().data).toMatchObject({ phone: '111', address: 'New Rd', birthday: '01/02' });
  });

  it('lets members change their own contact fields, and nothing else', async () => {
    const member = await createMember(t.db, { status: 'assignable' });
    const token = await t.signIn(member);
    const own = await api('PUT', `/api/users/${member.id}`, token, {
      phone: '408-555-0199',
      address: '2 Oak Ave',
      birthday: '03/05',
      email: 'new@example.org',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ phone: '408-555-0199', email: 'new@example.org' });

    // The form sends unchanged fields back; that is fine.
    expect(
      (await api('PUT', `/api/users/${member.id}`, token, { first_name: member.first_name, status: 'assignable' }))
        .statusCode,
    ).toBe(200);
    for (const change of [
      { status: 'exempt' },
      { is_admin: true },
      { first_name: 'Other' },
      { notes: 'x' },
      { partner_id: admin.id },
    ]) {
      const refused = await api('PUT', `/api/users/${member.id}`, token, change);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MEMBER_MESSAGES.onlyContactFields);
    }
    const someoneElse = await api('PUT', `/api/users/${admin.id}`, token, { phone: '1' });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().message).toBe(MEMBER_MESSAGES.noPermissionToEdit);
    expect((await findMemberById(t.db, member.id))?.status).toBe('assignable');
  });

  it('ends the sessions of a member whose role changes', async () => {
    const member = await createMember(t.db);
    const token = await t.signIn(member);
    expect((await api('PUT', `/api/users/${member.id}`, adminToken, { is_admin: true })).json().data).toMatchObject({
      role: 'admin',
      is_admin: true,
    });
    const after = await callTrpc(t.app, 'auth.me', { token });
    expect(after.status).toBe(401);
    expect(after.error.message).toBe(MESSAGES.invalidToken);
  });

  it('never takes admin rights from the main administrator', async () => {
    const mainId = (await getMainAdminId(t.db))!;
    const response = await api('PUT', `/api/users/${mainId}`, adminToken, { is_admin: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MEMBER_MESSAGES.mainAdminStaysAdmin);
  });

  it('refuses a link to oneself and answers 404 for a member who does not exist', async () => {
    const member = await createMember(t.db);
    expect((await api('PUT', `/api/users/${member.id}`, adminToken, { partner_id: member.id })).statusCode).toBe(422);
    expect((await api('PUT', '/api/users/99999', adminToken, { phone: '1' })).statusCode).toBe(404);
    expect((await api('GET', '/api/users/abc', adminToken)).statusCode).toBe(404);
    expect((await api('GET', '/api/users/99999999999999', adminToken)).statusCode).toBe(422);
    const badPartner = await api('PUT', `/api/users/${member.id}`, adminToken, { partner_id: 'abc' });
    expect(badPartner.json().errors).toEqual({ partner_id: 'Choose a member from the list' });
  });
});

describe('partial edits over REST (issue 15 point 2)', () => {
  it('keeps every field left out, clears one sent as null, and never calls a missing field a wrong type', async () => {
    const partner = await createMember(t.db, { first_name: 'Pat', last_name: 'Partner' });
    const member = await createMember(t.db, {
      phone: '111',
      address: 'Old Rd',
      birthday: '01/02',
      notes: 'Keep',
      partner_id: partner.id,
      status: 'booster',
    });
    const response = await api('PUT', `/api/users/${member.id}`, adminToken, { phone: null, notes: 'Changed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: member.first_name,
      email: member.email,
      phone: null,
      address: 'Old Rd',
      birthday: '01/02',
      notes: 'Changed',
      partner_id: partner.id,
      status: 'booster',
    });
    const wrong = await api('PUT', `/api/users/${member.id}`, adminToken, { status: 'dancing' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['status']);
  });

  it('lets a member send back the record they read with a new phone, and still refuses other changes', async () => {
    const member = await createMember(t.db, { notes: 'Only admins write this', status: 'assignable' });
    const token = await t.signIn(member);
    const read = (await api('GET', `/api/users/${member.id}`, token)).json().data;
    const echoed = await api('PUT', `/api/users/${member.id}`, token, { ...read, phone: '408-555-0123' });
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json().data).toMatchObject({ phone: '408-555-0123', notes: 'Only admins write this' });
    const promoted = await api('PUT', `/api/users/${member.id}`, token, { ...read, is_admin: true, role: 'admin' });
    expect(promoted.statusCode).toBe(403);
    expect((await findMemberById(t.db, member.id))?.is_admin).toBe(false);
  });
});

describe('paths that name no member (issue 15 point 8)', () => {
  it('answers 404 in the envelope for a path segment that is not an id, and for unknown paths under /api', async () => {
    for (const url of [
      '/api/users/coordinates',
      '/api/users/coordinates/1',
      '/api/no-such-thing',
      '/api/schedules/assignments/latest',
    ]) {
      const response = await api('GET', url, adminToken);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: `${MESSAGES.notFound}: GET ${url}` });
    }
  });
});

describe('deleting a member', () => {
  it('deletes and clears links to them', async () => {
    const partner = await createMember(t.db);
    const member = await createMember(t.db, { partner_id: partner.id });
    await t.db.update(members).set({ partner_id: member.id, friend_id: member.id }).where(eq(members.id, partner.id));
    const response = await api('DELETE', `/api/users/${member.id}`, adminToken);
    expect(response.json()).toEqual({ status: 'success', data: { deleted_id: member.id } });
    expect(await findMemberById(t.db, partner.id)).toMatchObject({ partner_id: null, friend_id: null });
    expect((await api('DELETE', `/api/users/${member.id}`, adminToken)).statusCode).toBe(404);
  });

  it('protects the main administrator and one’s own account', async () => {
    const mainId = (await getMainAdminId(t.db))!;
    const main = await api('DELETE', `/api/users/${mainId}`, adminToken);
    expect(main.statusCode).toBe(403);
    expect(main.json().message).toBe(MEMBER_MESSAGES.mainAdminProtected);
    const self = await api('DELETE', `/api/users/${admin.id}`, adminToken);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MEMBER_MESSAGES.cannotDeleteSelf);
  });
});

describe('CSV export', () => {
  it('downloads RFC 4180 CSV with a dated file name and neutralised formulas', async () => {
    await createMember(t.db, {
      first_name: '=HYPERLINK("x")',
      last_name: 'Sneaky',
      email: 'sneaky@example.org',
      address: '1 Main St, Apt "B"\nSan Jose',
    });
    const member = await createMember(t.db);
    const token = await t.signIn(member);
    const response = await api('GET', '/api/users/export/csv', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="members-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFFFirst Name,Last Name,Email')).toBe(true);
    expect(response.body).toContain('\r\n');
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);

    const parsed = Papa.parse<Record<string, string>>(response.body.slice(1), { header: true, skipEmptyLines: true });
    const sneaky = parsed.data.find((row) => row['Last Name'] === 'Sneaky')!;
    expect(sneaky['First Name']).toBe(`'=HYPERLINK("x")`);
    expect(sneaky.Address).toBe('1 Main St, Apt "B"\nSan Jose');
    expect(parsed.data).toHaveLength(4);
  });

  it("dates the file by the club's day in its time zone, not by UTC's (issue 17)", async () => {
    // At any hour one of these two zones is on another calendar day than UTC.
    const zone = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    await t.db.insert(settings).values({ key: 'system_timezone', value: zone });
    const response = await api('GET', '/api/users/export/csv', adminToken);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="members-export-${todayIn(zone)}.csv"`);
    expect(todayIn(zone)).not.toBe(new Date().toISOString().slice(0, 10));
    expect(exportFileName('Pacific/Auckland', new Date('2026-03-01T18:00:00Z'))).toBe('members-export-2026-03-02.csv');
    expect(exportFileName('America/Los_Angeles', new Date('2026-03-02T05:00:00Z'))).toBe(
      'members-export-2026-03-01.csv',
    );
  });

  it('requires a session', async () => {
    expect((await api('GET', '/api/users/export/csv')).statusCode).toBe(401);
  });
});
