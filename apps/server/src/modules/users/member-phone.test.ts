import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@club/shared';
import { members, settings } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';
import { multipart } from '../../../test/multipart.js';

// Issue 26: telephone numbers as people write them, kept as typed beside the number to dial (E.164).
const t = useTestApp();
let adminToken: string;
beforeEach(async () => {
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin', email: 'phones-admin@example.org' }));
});

const inBerlin = () => t.db.insert(settings).values({ key: 'system_timezone', value: 'Europe/Berlin' });
const addMember = (phone: string | null, email = 'heinz@example.org') =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(adminToken),
    payload: { first_name: 'Heinz', last_name: 'Berger', email, phone },
  });
const stored = async (id: number) =>
  (await t.db.select().from(members).where(eq(members.id, id))).map(({ phone, phone_e164 }) => ({
    phone,
    phone_e164,
  }))[0];

describe('the member form', () => {
  it('takes international and national forms in a Berlin club, keeping what was typed', async () => {
    await inBerlin();
    const cases = [
      ['+49 30 1234567', '+49301234567'],
      ['030 1234567', '+49301234567'],
      ['030/123 4567', '+49301234567'],
      ['0171 1234567', '+491711234567'],
      ['+1 (408) 555-1000 x12', '+14085551000'],
    ];
    for (const [index, [phone, e164]] of cases.entries()) {
      const response = await addMember(phone!, `heinz${index}@example.org`);
      expect(response.statusCode, phone).toBe(201);
      expect(response.json().data).toMatchObject({ phone, phone_e164: e164 });
    }
  });

  it('reads national forms in the country of the time zone, or the one the club names', async () => {
    const us = await addMember('(555) 123-4567 ext. 89');
    expect(us.json().data).toMatchObject({ phone: '(555) 123-4567 ext. 89', phone_e164: '+15551234567' });
    await t.db.insert(settings).values({ key: 'club_country', value: 'GB' });
    const gb = await addMember('020 7946 0958', 'heinz.gb@example.org');
    expect(gb.json().data.phone_e164).toBe('+442079460958');
  });

  it("refuses what cannot be read with SPEC §5's message, and still takes what SPEC §5 always took", async () => {
    for (const phone of ['+49 abc', 'call me', '+12', '030 1234567 ext. abc']) {
      const response = await addMember(phone);
      expect(response.statusCode, phone).toBe(422);
      expect(response.json().errors, phone).toEqual({ phone: MEMBER_MESSAGES.phoneInvalid });
    }
    expect(await t.db.select().from(members).where(eq(members.email, 'heinz@example.org'))).toEqual([]);
    const local = await addMember('555 0199');
    expect(local.statusCode).toBe(201);
    expect(local.json().data).toMatchObject({ phone: '555 0199', phone_e164: null });
  });

  it('asks again only for a number that changes: one an import kept as written does not block other edits', async () => {
    const member = await createMember(t.db, { phone: 'ask Doris', phone_e164: null });
    const token = await t.signIn(member);
    const edit = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${member.id}`, headers: bearer(token), payload });
    expect((await edit({ address: '1 Linden Way' })).statusCode).toBe(200);
    expect((await edit({ phone: 'ask Heinz' })).json().errors).toEqual({ phone: MEMBER_MESSAGES.phoneInvalid });
    expect(await stored(member.id)).toEqual({ phone: 'ask Doris', phone_e164: null });
    const viaTrpc = await callTrpc(t.app, 'users.update', {
      token,
      type: 'mutation',
      input: { id: member.id, data: { phone: '+49 30 1234567' } },
    });
    expect(viaTrpc.data).toMatchObject({ phone: '+49 30 1234567', phone_e164: '+49301234567' });
    expect((await edit({ phone: null })).json().data).toMatchObject({ phone: null, phone_e164: null });
  });

  it('finds a member by the digits they dial, however the number was written', async () => {
    await inBerlin();
    await addMember('030/123 4567');
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/users?search=301234567',
      headers: bearer(adminToken),
    });
    expect(found.json().data.users.map((member: { email: string }) => member.email)).toEqual(['heinz@example.org']);
  });
});

describe('the CSV import', () => {
  it('keeps every number, reads each in the club country, and flags what it cannot read', async () => {
    await inBerlin();
    const csv = [
      'First Name,Last Name,Email,Phone',
      'Doris,Berger,doris@example.org,+49 30 1234567',
      'Heinz,Berger,heinz@example.org,030 7654321',
      'Uwe,Anders,uwe@example.org,(0171) 123 45 67',
      'Ida,Ohne,ida@example.org,bitte anrufen',
    ].join('\r\n');
    const body = multipart('file', 'berlin.csv', csv, 'text/csv');
    const result = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users/import',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(adminToken) },
      })
    ).json().data;
    expect(result).toMatchObject({ imported: 4, errors: [] });
    expect(result.warnings).toEqual([
      {
        row: 5,
        field: 'phone',
        message:
          'Phone "bitte anrufen" could not be read as a telephone number; it was kept as written, without a number to call',
      },
    ]);
    const byEmail = Object.fromEntries(
      (await t.db.select().from(members)).map(({ email, phone, phone_e164 }) => [email, [phone, phone_e164]]),
    );
    expect(byEmail).toMatchObject({
      'doris@example.org': ['+49 30 1234567', '+49301234567'],
      'heinz@example.org': ['030 7654321', '+49307654321'],
      'uwe@example.org': ['(0171) 123 45 67', '+491711234567'],
      'ida@example.org': ['bitte anrufen', null],
    });
  });
});

describe("the club's country", () => {
  it('reads every national number again when it changes, with the time zone or on its own', async () => {
    const member = await createMember(t.db, { phone: '030 1234567', phone_e164: null });
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(adminToken), payload });
    expect((await save({ system_timezone: 'Europe/Berlin' })).statusCode).toBe(200);
    expect(await stored(member.id)).toEqual({ phone: '030 1234567', phone_e164: '+49301234567' });
    expect((await save({ club_country: 'AT' })).json().data.club_country).toBe('AT');
    expect(await stored(member.id)).toEqual({ phone: '030 1234567', phone_e164: '+43301234567' });
    expect((await save({ club_country: 'XX' })).json().errors).toEqual({
      club_country: 'Choose a country from the list, or none to follow the time zone',
    });
    expect((await save({ club_country: '' })).statusCode).toBe(200);
    expect(await stored(member.id)).toEqual({ phone: '030 1234567', phone_e164: '+49301234567' });
  });
});
