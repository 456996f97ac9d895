import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importLogs, members, settings } from '../../../db/schema/index.js';
import { createMember } from '../../../../test/factories.js';
import { bearer, callTrpc, createTestApp, type TestApp } from '../../../../test/harness.js';
import { multipart } from '../../../../test/multipart.js';

const roster = readFileSync(new URL('../../../../test/fixtures/club-roster.csv', import.meta.url), 'utf8');

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  adminToken = await t.signIn(await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', email: 'ada@example.org', role: 'admin' }));
});
afterAll(() => t.close());

const upload = (content: string | Buffer, token = adminToken, fileName = 'roster.csv') => {
  const body = multipart('file', fileName, content, 'text/csv');
  return t.app.inject({ method: 'POST', url: '/api/users/import', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
};
const snapshot = async () =>
  (await t.db.select().from(members).orderBy(asc(members.id))).map(({ updated_at: _updated, created_at: _created, ...rest }) => rest);

describe("importing the club's spreadsheet", () => {
  it('imports every good row, reports the bad ones by line, and skips summary lines', async () => {
    const response = await upload(roster);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      imported: 64,
      updated: 0,
      skipped: 1,
      duplicates_handled: 1,
      shared_emails: 4,
      auto_partnerships: 4,
      errors: [
        'Row 74: email is required',
        'Row 75: "bob at example" is not a valid email address',
        'Row 76: birthday "13/45" is not a month and day (MM/DD)',
      ],
    });

    const all = await t.db.select().from(members);
    const find = (first: string, last: string) => all.find((member) => member.first_name === first && member.last_name === last)!;
    expect(all).toHaveLength(64 + 2);
    expect(find('Alice', 'Adams')).toMatchObject({ address: '100 Main St, San Jose, CA 95110', birthday: '01/01', status: 'assignable' });
    expect(find('Brian', 'Baker')).toMatchObject({ address: '201 Oak Ave\nApt 1', birthday: '02/02' });
    expect(find('Frank', 'Fischer').status).toBe('loa');
    expect(find('Irene', 'Ito').status).toBe('booster');
    expect(find('Maria', 'Morales').status).toBe('assignable');
    expect(find('Carl', 'Boosterman')).toMatchObject({ status: 'assignable', phone: '408-555-7001' });
    expect(find('Kai', 'Loa').email).toBe('loas@example.org');
    const john = find('John', 'Smith');
    const jane = find('Jane', 'Smith');
    expect([john.partner_id, jane.partner_id]).toEqual([jane.id, john.id]);
    expect(all.some((member) => ['OnTheRoster', 'Current Members', 'LOA', 'Booster', 'Caller/Cuer'].includes(member.last_name))).toBe(false);

    const mainAdmin = all.find((member) => member.id === mainAdminIdOf(all))!;
    expect(mainAdmin.phone).toBeNull();
    const [log] = await t.db.select().from(importLogs);
    expect(log).toMatchObject({ file_name: 'roster.csv', result: response.json().data });
  });

  it('changes nothing when the same file is imported a second time', async () => {
    await upload(roster);
    const before = await snapshot();
    const again = (await upload(roster)).json().data;
    expect(again).toMatchObject({ imported: 0, updated: 0, skipped: 65, duplicates_handled: 1, auto_partnerships: 0 });
    expect(again.errors).toHaveLength(3);
    expect(await snapshot()).toEqual(before);
  });

  it('updates a matching member with what the file carries and keeps what it does not', async () => {
    const member = await createMember(t.db, { first_name: 'Alice', last_name: 'Adams', email: 'ALICE.ADAMS@example.org', notes: 'Keep me', phone: '111' });
    const result = (await upload('First Name,Last Name,Email,Phone\r\nalice,adams,alice.adams@example.org,408-555-4444\r\n')).json().data;
    expect(result).toMatchObject({ imported: 0, updated: 1 });
    const [after] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(after).toMatchObject({ phone: '408-555-4444', notes: 'Keep me', first_name: 'Alice' });
  });

  it('writes nothing from a file it cannot read', async () => {
    const missingColumns = await upload('Phone,Address\r\n408,Somewhere\r\n');
    expect(missingColumns.statusCode).toBe(422);
    expect(missingColumns.json().message).toContain('missing required columns');
    const unclosedQuote = await upload('Name,Email\r\n"Smith, Jo,jo@example.org\r\n');
    expect(unclosedQuote.statusCode).toBe(422);
    expect(await t.db.select().from(members)).toHaveLength(2);
    expect(await t.db.select().from(importLogs)).toHaveLength(0);
  });

  it('refuses a file over the upload limit with 413', async () => {
    await t.db.insert(settings).values({ key: 'max_upload_size', value: 1 });
    const response = await upload(Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than the 1 MB upload limit.');
  });

  it('is for admins only, and the same import works over tRPC', async () => {
    const member = await createMember(t.db);
    expect((await upload(roster, await t.signIn(member))).statusCode).toBe(403);
    const viaTrpc = await callTrpc(t.app, 'users.import', {
      token: adminToken,
      type: 'mutation',
      input: { file_name: 'roster.csv', content: roster },
    });
    expect(viaTrpc.data).toMatchObject({ imported: 64, auto_partnerships: 4 });
  });
});

describe('export and import round trip', () => {
  it('leaves the roster identical, formula-looking names included', async () => {
    await upload(roster);
    await createMember(t.db, { first_name: '=HYPERLINK("x")', last_name: 'Sneaky', email: 'sneaky@example.org', notes: '+1 helper' });
    const exported = (await t.app.inject({ method: 'GET', url: '/api/users/export/csv', headers: bearer(adminToken) })).body;
    expect(exported).toContain(`"'=HYPERLINK(""x"")"`);
    const before = await snapshot();

    await t.reset();
    adminToken = await t.signIn(await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', email: 'ada@example.org', role: 'admin' }));
    const result = (await upload(exported)).json().data;
    expect(result.errors).toEqual([]);

    const comparable = (rows: Awaited<ReturnType<typeof snapshot>>) => {
      const byId = new Map(rows.map((row) => [row.id, row]));
      const name = (id: number | null) => (id === null ? null : `${byId.get(id)!.first_name} ${byId.get(id)!.last_name}`);
      return rows
        .map(({ id: _id, partner_id, friend_id, geocoded_at: _g, latitude: _la, longitude: _lo, ...rest }) => ({
          ...rest,
          partner: name(partner_id),
          friend: name(friend_id),
        }))
        .sort((a, b) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`));
    };
    expect(comparable(await snapshot())).toEqual(comparable(before));
  });
});

function mainAdminIdOf(all: (typeof members.$inferSelect)[]) {
  return all.find((member) => member.email === 'admin@example.org')!.id;
}
