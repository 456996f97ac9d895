import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { importLogs, members, settings } from '../../../db/schema/index.js';
import { createMember } from '../../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';
import { multipart } from '../../../../test/multipart.js';

const roster = readFileSync(new URL('../../../../test/fixtures/club-roster.csv', import.meta.url), 'utf8');
const edgeCases = readFileSync(
  new URL('../../../../test/fixtures/club-roster-edge-cases.csv', import.meta.url),
  'utf8',
);

const t = useTestApp();
let adminToken: string;
beforeEach(async () => {
  adminToken = await t.signIn(
    await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', email: 'ada@example.org', role: 'admin' }),
  );
});

const upload = (content: string | Buffer, token = adminToken, fileName = 'roster.csv') => {
  const body = multipart('file', fileName, content, 'text/csv');
  return t.app.inject({
    method: 'POST',
    url: '/api/users/import',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const snapshot = async () =>
  (await t.db.select().from(members).orderBy(asc(members.id))).map(
    ({ updated_at: _updated, created_at: _created, ...rest }) => rest,
  );

describe("importing the club's spreadsheet", () => {
  it('imports every good row, reports the bad ones by line, and skips summary lines', async () => {
    const response = await upload(roster);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      imported: 65,
      updated: 0,
      skipped: 1,
      unchanged: 1,
      duplicates_handled: 1,
      shared_emails: 4,
      auto_partnerships: 4,
      partners_linked: 8,
      friends_linked: 0,
      errors: [
        'Row 74: E-mail is empty and no partner in the file has an address',
        'Row 75: E-mail "bob at example" is not a valid email address',
      ],
      warnings: [
        {
          row: 76,
          field: 'birthday',
          message:
            'Birthday "13/45" is not a month and day (such as 04/12 or April 12); the member was imported without it',
        },
      ],
    });

    const all = await t.db.select().from(members);
    const find = (first: string, last: string) =>
      all.find((member) => member.first_name === first && member.last_name === last)!;
    expect(all).toHaveLength(65 + 2);
    expect(find('Bea', 'Badday').birthday).toBeNull();
    expect(find('Alice', 'Adams')).toMatchObject({
      address: '100 Main St, San Jose, CA 95110',
      birthday: '01/01',
      status: 'assignable',
    });
    expect(find('Brian', 'Baker')).toMatchObject({ address: '201 Oak Ave\nApt 1', birthday: '02/02' });
    expect(find('Frank', 'Fischer').status).toBe('loa');
    expect(find('Irene', 'Ito').status).toBe('booster');
    expect(find('Maria', 'Morales').status).toBe('assignable');
    // Issue 26: a number is kept as written, beside the number to dial.
    expect(find('Carl', 'Boosterman')).toMatchObject({
      status: 'assignable',
      phone: '408.555.7001',
      phone_e164: '+14085557001',
    });
    expect(find('Kai', 'Loa').email).toBe('loas@example.org');
    const john = find('John', 'Smith');
    const jane = find('Jane', 'Smith');
    expect([john.partner_id, jane.partner_id]).toEqual([jane.id, john.id]);
    expect(
      all.some((member) =>
        ['OnTheRoster', 'Current Members', 'LOA', 'Booster', 'Caller/Cuer'].includes(member.last_name),
      ),
    ).toBe(false);

    const mainAdmin = all.find((member) => member.id === mainAdminIdOf(all))!;
    expect(mainAdmin.phone).toBeNull();
    const [log] = await t.db.select().from(importLogs);
    expect(log).toMatchObject({ file_name: 'roster.csv', result: response.json().data });
  });

  it('changes nothing when the same file is imported a second time', async () => {
    await upload(roster);
    const before = await snapshot();
    const again = (await upload(roster)).json().data;
    expect(again).toMatchObject({
      imported: 0,
      updated: 0,
      skipped: 66,
      unchanged: 66,
      duplicates_handled: 1,
      auto_partnerships: 0,
    });
    expect(again.errors).toHaveLength(2);
    expect(again.warnings).toHaveLength(1);
    expect(await snapshot()).toEqual(before);
  });

  it('updates a matching member with what the file carries and keeps what it does not', async () => {
    const member = await createMember(t.db, {
      first_name: 'Alice',
      last_name: 'Adams',
      email: 'ALICE.ADAMS@example.org',
      notes: 'Keep me',
      phone: '111',
    });
    const result = (
      await upload('First Name,Last Name,Email,Phone\r\nalice,adams,alice.adams@example.org,408-555-4444\r\n')
    ).json().data;
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

  it('refuses an upload it cannot take in the admin’s language (issue 29)', async () => {
    const greta = await createMember(t.db, {
      first_name: 'Greta',
      email: 'greta@example.org',
      role: 'admin',
      locale: 'de',
    });
    const german = await t.signIn(greta);
    const post = (token: string, payload: Buffer | string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/users/import', payload, headers: { ...headers, ...bearer(token) } });
    const json = { 'content-type': 'application/json' };
    expect((await post(adminToken, '{}', json)).json().message).toBe(
      'Send the file as multipart/form-data in a field named "file".',
    );
    expect((await post(german, '{}', json)).json().message).toBe(
      'Senden Sie die Datei als multipart/form-data in einem Feld namens „file“.',
    );
    const wrongField = multipart('roster', 'roster.csv', roster, 'text/csv');
    const english = await post(adminToken, wrongField.payload, wrongField.headers);
    expect(english.statusCode).toBe(422);
    expect(english.json()).toMatchObject({
      message: 'No file in the "file" field.',
      errors: { file: 'A file is required' },
    });
    const inGerman = await post(german, wrongField.payload, wrongField.headers);
    expect(inGerman.json()).toMatchObject({
      message: 'Im Feld „file“ ist keine Datei.',
      errors: { file: 'Eine Datei ist erforderlich' },
    });
    await t.db.insert(settings).values({ key: 'max_upload_size', value: 1 });
    const large = multipart('file', 'roster.csv', Buffer.alloc(1024 * 1024 + 10, 'a'), 'text/csv');
    const tooLarge = await post(german, large.payload, large.headers);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Die Datei ist größer als die erlaubten 1 MB.');
  });

  it('is for admins only, and the same import works over tRPC', async () => {
    const member = await createMember(t.db);
    expect((await upload(roster, await t.signIn(member))).statusCode).toBe(403);
    const viaTrpc = await callTrpc(t.app, 'users.import', {
      token: adminToken,
      type: 'mutation',
      input: { file_name: 'roster.csv', content: roster },
    });
    expect(viaTrpc.data).toMatchObject({ imported: 65, auto_partnerships: 4 });
  });
});

describe('the counts the import answers (issue 26)', () => {
  const countWhere = async (column: 'partner_id' | 'friend_id') =>
    (await t.db.select().from(members)).filter((member) => member[column] !== null).length;

  it('match the links in the database: Partner and Friend columns as well as shared e-mails', async () => {
    const couples = Array.from({ length: 39 }, (_, i) => [
      `Dancer${i}a,Couple${i},couple${i}a@example.org,Dancer${i}b Couple${i},`,
      `Dancer${i}b,Couple${i},couple${i}b@example.org,"Couple${i}, Dancer${i}a",Dancer${(i + 1) % 39}a Couple${(i + 1) % 39}`,
    ]).flat();
    const csv = [
      'First Name,Last Name,Email,Partner,Friend',
      ...couples,
      'Sam,Shared,shared@example.org,,',
      'Sue,Shared,shared@example.org,,',
      'Lone,Dancer,lone@example.org,Nobody Known,',
    ].join('\r\n');
    const response = await upload(csv);
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ imported: 81, partners_linked: 80, friends_linked: 39, auto_partnerships: 1 });
    expect(result.partners_linked).toBe(await countWhere('partner_id'));
    expect(result.friends_linked).toBe(await countWhere('friend_id'));
    expect(result.imported).toBe((await t.db.select().from(members)).length - 2);
    expect(result.warnings).toEqual([expect.objectContaining({ field: 'partner', row: 82 })]);

    const [log] = await t.db.select().from(importLogs);
    expect(log?.result).toMatchObject({ partners_linked: 80, friends_linked: 39 });
    const logs = await t.app.inject({
      method: 'GET',
      url: '/api/maintenance/import-logs',
      headers: bearer(adminToken),
    });
    expect(logs.json().data.logs[0].result).toMatchObject({ partners_linked: 80, friends_linked: 39 });

    const again = (await upload(csv)).json().data;
    expect(again).toMatchObject({ imported: 0, partners_linked: 0, friends_linked: 0 });
  });
});

describe('a row that cannot be written (issue 26)', () => {
  it('names every fault it has, not only the first', async () => {
    const longName = 'L'.repeat(101);
    const csv = [
      'First Name,Last Name,Email,Partner',
      ',,bob at example,',
      `Ann,${longName},ann at example,`,
      ',Nofirst,,',
      ',Lender,,Pat Partner',
      'Pat,Partner,pat@example.org,',
    ].join('\r\n');
    const result = (await upload(csv)).json().data;
    expect(result.errors).toEqual([
      'Row 2: a first and last name are required (Name as "Last, First"); Email "bob at example" is not a valid email address',
      'Row 3: last name is longer than 100 characters; Email "ann at example" is not a valid email address',
      'Row 4: a first and last name are required (Name as "Last, First"); Email is empty',
      'Row 5: a first and last name are required (Name as "Last, First")',
    ]);
    expect(result.imported).toBe(1);
  });
});

describe("the club's spreadsheets without losing anyone (issue 15 points 10-14)", () => {
  const roleNotApplied = (role: string) =>
    `Role '${role}' in the file was not applied: admin rights are given on the member's page`;

  it('imports every row it can write, lists only the rows it did not write as errors, and the rest as warnings', async () => {
    const tia = await createMember(t.db, {
      first_name: 'Tia',
      last_name: 'Rho',
      email: 'tia.rho@example.org',
      role: 'admin',
    });
    const uma = await createMember(t.db, { first_name: 'Uma', last_name: 'Sigma', email: 'uma.sigma@example.org' });
    const response = await upload(edgeCases);
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toEqual({
      imported: 15,
      updated: 1,
      skipped: 1,
      unchanged: 1,
      duplicates_handled: 0,
      shared_emails: 1,
      auto_partnerships: 0,
      partners_linked: 2,
      friends_linked: 0,
      errors: [
        'Row 12: Email "kit at example" is not a valid email address',
        'Row 15: Email is empty and no partner in the file has an address',
        'Row 16: Email is empty and no partner in the file has an address',
        'Row 17: Email is empty and no partner in the file has an address',
      ],
      warnings: [
        {
          row: 8,
          field: 'birthday',
          message:
            'Birthday "xx/xx" is not a month and day (such as 04/12 or April 12); the member was imported without it',
        },
        {
          row: 9,
          field: 'birthday',
          message:
            'Birthday "13/45" is not a month and day (such as 04/12 or April 12); the member was imported without it',
        },
        { row: 10, field: 'role', message: roleNotApplied('admin') },
        { row: 11, field: 'role', message: roleNotApplied('admin') },
        {
          row: 18,
          field: 'partner',
          message: 'Partner "Not On Roster" is not on the roster; the member was imported without the link',
        },
        {
          row: 19,
          field: 'phone',
          message:
            'Phone "call me" could not be read as a telephone number; it was kept as written, without a number to call',
        },
        { row: 20, field: 'role', message: roleNotApplied('member') },
        { row: 21, field: 'role', message: roleNotApplied('admin') },
      ],
    });

    const all = await t.db.select().from(members);
    const find = (first: string) => all.find((member) => member.first_name === first);
    // Point 10: every month-day form reads as 04/12; what is not one leaves the birthday empty, never the member out.
    for (const first of ['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay']) expect(find(first)?.birthday, first).toBe('04/12');
    expect(find('Vic')).toMatchObject({ birthday: '09/03', phone: '408-555-0100', phone_e164: '+14085550100' });
    expect([find('Gus')?.birthday, find('Hal')?.birthday]).toEqual([null, null]);
    // Issue 26: what cannot be read as a number is flagged and kept as written, never dropped.
    expect(find('Sue')).toMatchObject({ phone: 'call me', phone_e164: null, email: 'sue.pi@example.org' });
    // Point 11: no file changes an admin right, either way.
    expect(
      all
        .filter((member) => member.is_admin || member.role === 'admin')
        .map((member) => member.first_name)
        .sort(),
    ).toEqual(['Ada', 'Main', 'Tia']);
    expect(find('Tia')).toMatchObject({ id: tia.id, role: 'admin', is_admin: true });
    expect(find('Uma')).toMatchObject({ id: uma.id, birthday: '05/05', role: 'member', is_admin: false });
    // Point 12: Lou shares the address of Mia, his partner in the file; the rows without one are not written.
    const lou = find('Lou')!;
    const mia = find('Mia')!;
    expect([lou.email, lou.partner_id, mia.partner_id]).toEqual(['mu.family@example.org', mia.id, lou.id]);
    expect(['Kit', 'Ned', 'Oz', 'Pia'].map(find)).toEqual([undefined, undefined, undefined, undefined]);
    // Point 13: the counts add up to the rows of the file.
    const dataRows = edgeCases.trim().split('\r\n').length - 1;
    expect(result.imported + result.updated + result.unchanged + result.errors.length).toBe(dataRows);
  });

  it('reads the month-day forms of the club spreadsheets and refuses what is no day of the year', async () => {
    const cases: [string, string | null][] = [
      ['0412', '04/12'],
      ['412', '04/12'],
      ['4/12', '04/12'],
      ['04-12', '04/12'],
      ['April 12', '04/12'],
      ['12 Apr', '04/12'],
      ['Dec 31', '12/31'],
      ['1 January', '01/01'],
      ['Sept. 3', '09/03'],
      ['3rd March', '03/03'],
      ['1231', '12/31'],
      ['xx/xx', null],
      ['13/45', null],
      ['1332', null],
      ['Smarch 3', null],
      ['Ap 12', null],
      ['0', null],
      ['4/12/1980', null],
    ];
    const file = [
      'First Name,Last Name,Email,Birthday',
      ...cases.map(([value], index) => `P${index},Case,p${index}@example.org,"${value}"`),
    ].join('\n');
    const result = (await upload(file)).json().data;
    expect(result.imported).toBe(cases.length);
    const all = await t.db.select().from(members);
    for (const [index, [value, expected]] of cases.entries()) {
      expect(all.find((member) => member.first_name === `P${index}`)?.birthday, value).toBe(expected);
    }
    expect(result.warnings.map((warning: { row: number }) => warning.row)).toEqual(
      cases.flatMap(([, expected], index) => (expected === null ? [index + 2] : [])),
    );
  });

  it('shows results logged before warnings existed with the new fields', async () => {
    const old = {
      imported: 1,
      updated: 0,
      skipped: 3,
      duplicates_handled: 0,
      shared_emails: 0,
      auto_partnerships: 0,
      errors: [],
    };
    await t.db.insert(importLogs).values({ file_name: 'old.csv', result: old, by_user_id: null });
    const logs = (
      await t.app.inject({ method: 'GET', url: '/api/maintenance/import-logs', headers: bearer(adminToken) })
    ).json().data.logs;
    // Issue 26: nor did they count the links they set, which stays unknown.
    expect(logs[0].result).toEqual({ ...old, unchanged: 3, warnings: [], partners_linked: null, friends_linked: null });
  });
});

describe('export and import round trip', () => {
  it('leaves the roster identical, formula-looking names included', async () => {
    await upload(roster);
    await createMember(t.db, {
      first_name: '=HYPERLINK("x")',
      last_name: 'Sneaky',
      email: 'sneaky@example.org',
      notes: '+1 helper',
    });
    const exported = (await t.app.inject({ method: 'GET', url: '/api/users/export/csv', headers: bearer(adminToken) }))
      .body;
    expect(exported).toContain(`"'=HYPERLINK(""x"")"`);
    const before = await snapshot();

    await t.reset();
    adminToken = await t.signIn(
      await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', email: 'ada@example.org', role: 'admin' }),
    );
    const result = (await upload(exported)).json().data;
    expect(result.errors).toEqual([]);

    const comparable = (rows: Awaited<ReturnType<typeof snapshot>>) => {
      const byId = new Map(rows.map((row) => [row.id, row]));
      const name = (id: number | null) =>
        id === null ? null : `${byId.get(id)!.first_name} ${byId.get(id)!.last_name}`;
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
