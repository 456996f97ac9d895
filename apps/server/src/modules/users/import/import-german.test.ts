import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rosterFileMessages } from '@club/shared';
import { members, settings } from '../../../db/schema/index.js';
import { createMember } from '../../../../test/factories.js';
import { bearer, useTestApp } from '../../../../test/harness.js';
import { multipart } from '../../../../test/multipart.js';
import { membersToCsv } from '../members-csv.js';
import { parseRoster } from './parse-roster.js';

// As German Excel saves "CSV UTF-8": semicolons, German headers, day-first dates, the address in three columns.
const germanRoster = readFileSync(new URL('../../../../test/fixtures/club-roster-german.csv', import.meta.url), 'utf8');

const t = useTestApp();
let adminToken: string;
beforeEach(async () => {
  adminToken = await t.signIn(
    await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', email: 'ada@example.org', role: 'admin' }),
  );
});

const upload = (content: string, token = adminToken) => {
  const body = multipart('file', 'mitglieder.csv', content, 'text/csv');
  return t.app.inject({
    method: 'POST',
    url: '/api/users/import',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const exportCsv = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/export/csv', headers: bearer(token) })).body;
const admin = async (email: string, locale: 'en' | 'de' | null) =>
  t.signIn(await createMember(t.db, { first_name: 'Admin', last_name: email, email, role: 'admin', locale }));

describe("importing a German club's spreadsheet (issue 29)", () => {
  it('reads German headers, semicolons, umlauts and day-first dates into the right fields', async () => {
    await t.db.insert(settings).values({ key: 'club_country', value: 'DE' });
    const response = await upload(germanRoster);
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ imported: 5, errors: [], partners_linked: 2 });
    expect(result.warnings).toEqual([
      expect.objectContaining({ row: 6, field: 'birthday', message: expect.stringContaining('"31.13."') }),
    ]);

    const all = await t.db.select().from(members);
    const find = (first: string) => all.find((member) => member.first_name === first)!;
    expect(find('Jürgen')).toMatchObject({
      last_name: 'Müller',
      email: 'juergen.mueller@example.de',
      phone: '0711 123456',
      phone_e164: '+49711123456',
      address: 'Königstraße 12, 70173 Stuttgart',
      birthday: '04/12',
      notes: 'Tanzt gern Plus',
    });
    // No address of her own: she shares her partner's, as a couple's row in the English file does.
    expect(find('Bärbel')).toMatchObject({ email: 'juergen.mueller@example.de', birthday: '04/01' });
    expect(find('Bärbel').partner_id).toBe(find('Jürgen').id);
    expect(find('Björn')).toMatchObject({
      last_name: 'Weiß',
      phone_e164: '+491709876543',
      address: 'Am Hang 3, Hinterhaus, 89073 Ulm',
      birthday: '12/24',
    });
    expect(find('Änne')).toMatchObject({ last_name: 'Groß', birthday: '03/03', address: null, phone: null });
    expect(find('Ömer')).toMatchObject({ last_name: 'Öztürk', birthday: null });
    expect(all.some((member) => member.last_name === 'Summe')).toBe(false);
  });

  it('reads the German export back unchanged: its headers and dates are ones the import knows', async () => {
    await t.db.insert(settings).values({ key: 'club_country', value: 'DE' });
    await upload(germanRoster);
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(adminToken) });
    const exported = membersToCsv(list.json().data.users, 'de');
    const [header, ...lines] = exported.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Vorname;Nachname;E-Mail;Telefon;Adresse;Geburtstag;Status;Rolle;Partner;Freund;Notizen');
    expect(lines.find((line) => line.startsWith('Jürgen;'))).toContain(';12.04.;');
    const before = await comparable();

    await t.reset();
    adminToken = await t.signIn(
      await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', email: 'ada@example.org', role: 'admin' }),
    );
    await t.db.insert(settings).values({ key: 'club_country', value: 'DE' });
    expect((await upload(exported)).json().data).toMatchObject({ imported: 5, errors: [], warnings: [] });
    expect(await comparable()).toEqual(before);
  });
});

/** The members as the roster shows them, without what a new import numbers or places anew. */
const comparable = async () =>
  (await t.db.select().from(members))
    .map(({ first_name, last_name, email, phone, phone_e164, address, birthday, status, notes }) => ({
      first_name,
      last_name,
      email,
      phone,
      phone_e164,
      address,
      birthday,
      status,
      notes,
    }))
    .sort((a, b) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`));

describe('what the import tells a German admin about the file (issue 29)', () => {
  it('says it in German, and in English exactly as before', () => {
    const csv = 'Vorname;Nachname;E-Mail;Geburtstag;Telefon\r\n;Ohnename;x@example.de;;\r\nEva;Kurz;eva;31.13.;\r\n';
    expect(parseRoster(csv, 'DE', 'de').errors).toEqual([
      'Zeile 2: Vor- und Nachname fehlen (Name als „Nachname, Vorname“)',
      'Zeile 3: E-Mail „eva“ ist keine gültige E-Mail-Adresse',
    ]);
    expect(parseRoster(csv, 'DE', 'en').errors).toEqual([
      'Row 2: a first and last name are required (Name as "Last, First")',
      'Row 3: E-Mail "eva" is not a valid email address',
    ]);
    const birthday = 'Vorname;Nachname;E-Mail;Geburtstag\r\nEva;Kurz;eva@example.de;31.13.\r\n';
    expect(parseRoster(birthday, 'DE', 'de').warnings).toEqual([
      {
        row: 2,
        field: 'birthday',
        message:
          'Geburtstag „31.13.“ ist kein Tag und Monat (etwa 12.04. oder 12. April); das Mitglied wurde ohne diese Angabe importiert',
      },
    ]);
    expect(() => parseRoster('Telefon;Ort\r\n1;2\r\n', 'DE', 'de')).toThrow(
      'In der Datei fehlen Spalten: Sie braucht eine Spalte Name („Nachname, Vorname“) oder die Spalten Vorname und Nachname, dazu eine Spalte E-Mail.',
    );
  });
});

describe('the import and the export speak the admin’s language (issue 29)', () => {
  const badRow = 'Vorname;Nachname;E-Mail;Geburtstag\r\nEva;Kurz;eva;\r\nOtto;Lang;otto@example.de;31.13.\r\n';

  it('answers a German admin in German and an English admin of the same club in English', async () => {
    const german = await admin('gerda@example.de', 'de');
    const english = await admin('ellen@example.org', 'en');

    const refused = await upload('Telefon;Ort\r\n0711;Ulm\r\n', german);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'In der Datei fehlen Spalten: Sie braucht eine Spalte Name („Nachname, Vorname“) oder die Spalten Vorname und Nachname, dazu eine Spalte E-Mail.',
    );
    const inGerman = (await upload(badRow, german)).json().data;
    expect(inGerman.errors).toEqual(['Zeile 2: E-Mail „eva“ ist keine gültige E-Mail-Adresse']);
    expect(inGerman.warnings[0].message).toBe(
      'Geburtstag „31.13.“ ist kein Tag und Monat (etwa 12.04. oder 12. April); das Mitglied wurde ohne diese Angabe importiert',
    );

    expect((await upload('Telefon;Ort\r\n0711;Ulm\r\n', english)).json().message).toBe(
      'The file is missing required columns: it needs a Name column ("Last, First") or First Name and Last Name columns, and an Email column.',
    );
    expect((await upload(badRow, english)).json().data.errors).toEqual([
      'Row 2: E-Mail "eva" is not a valid email address',
    ]);

    expect(await exportCsv(german)).toMatch(/^\uFEFFVorname;Nachname;E-Mail;Telefon;/);
    expect(await exportCsv(english)).toMatch(/^\uFEFFFirst Name,Last Name,Email,Phone,/);
  });

  it('follows the club’s language for an admin who chose none', async () => {
    const follower = await admin('fritz@example.de', null);
    expect(await exportCsv(follower)).toMatch(/^\uFEFFFirst Name,/);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(follower),
      payload: { club_locale: 'de' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await exportCsv(follower)).toMatch(/^\uFEFFVorname;/);
    expect((await upload(badRow, follower)).json().data.errors).toEqual([
      'Zeile 2: E-Mail „eva“ ist keine gültige E-Mail-Adresse',
    ]);
  });
});

describe('Status and Role in the admin’s language (issue 29)', () => {
  const rows = (text: string) => parseRoster(text, 'DE', 'de').rows;

  it('reads the codes and the words of both languages, without case and with umlauts spelt out or not', () => {
    const csv = [
      'Vorname;Nachname;E-Mail;Status;Rolle',
      'A;Eins;a@example.de;Befreit;Administrator',
      'B;Zwei;b@example.de;EXEMPT;admin',
      'C;Drei;c@example.de;fördermitglied;Mitglied',
      'D;Vier;d@example.de;Foerdermitglied;member',
      'E;Fünf;e@example.de;Pausiert;Admin',
      'F;Sechs;f@example.de;loa;',
      'G;Sieben;g@example.de;Einteilbar;',
    ].join('\r\n');
    expect(rows(csv).map((row) => [row.status, row.requested_role])).toEqual([
      ['exempt', 'admin'],
      ['exempt', 'admin'],
      ['booster', 'member'],
      ['booster', 'member'],
      ['loa', 'admin'],
      ['loa', undefined],
      ['assignable', undefined],
    ]);
  });

  it('names the statuses it knows and a role it did not apply in the admin’s words', () => {
    expect(rosterFileMessages('de').roleNotApplied('admin')).toBe(
      'Die Rolle „Administrator“ aus der Datei wurde nicht übernommen: Administratorrechte werden auf der Seite des Mitglieds vergeben',
    );
    expect(rosterFileMessages('en').roleNotApplied('admin')).toBe(
      "Role 'admin' in the file was not applied: admin rights are given on the member's page",
    );
    const csv = 'Vorname;Nachname;E-Mail;Status\r\nEva;Kurz;eva@example.de;Urlaub\r\n';
    expect(parseRoster(csv, 'DE', 'de').warnings[0]?.message).toContain(
      'Status „Urlaub“ ist keiner von Einteilbar, Befreit, Fördermitglied, Pausiert',
    );
    expect(parseRoster(csv, 'DE', 'en').warnings[0]?.message).toContain(
      'Status "Urlaub" is not one of assignable, exempt, booster, loa',
    );
  });

  it('writes German words in the German export and the codes in the English one, and either imports back', async () => {
    const german = await admin('gerda@example.de', 'de');
    const english = await admin('ellen@example.org', 'en');
    await createMember(t.db, { first_name: 'Frieda', last_name: 'Frei', email: 'frieda@example.de', status: 'exempt' });
    await createMember(t.db, { first_name: 'Paul', last_name: 'Pause', email: 'paul@example.de', status: 'loa' });
    await createMember(t.db, {
      first_name: 'Fritz',
      last_name: 'Förder',
      email: 'fritz@example.de',
      status: 'booster',
    });

    const inGerman = await exportCsv(german);
    expect(inGerman).toContain('Frieda;Frei;frieda@example.de;;;;Befreit;Mitglied;');
    expect(inGerman).toContain(';Pausiert;Mitglied;');
    expect(inGerman).toContain(';Fördermitglied;Mitglied;');
    expect(inGerman).toContain('Admin;gerda@example.de;gerda@example.de;;;;Einteilbar;Administrator;');
    const inEnglish = await exportCsv(english);
    expect(inEnglish).toContain('Frieda,Frei,frieda@example.de,,,,exempt,member,');
    expect(inEnglish).toContain('Admin,gerda@example.de,gerda@example.de,,,,assignable,admin,');

    const before = await comparable();
    const changed = ['frieda@example.de', 'paul@example.de', 'fritz@example.de'];
    for (const file of [inGerman, inEnglish]) {
      await t.db.update(members).set({ status: 'assignable' }).where(inArray(members.email, changed));
      const result = (await upload(file, german)).json().data;
      expect(result).toMatchObject({ imported: 0, updated: 3, errors: [], warnings: [] });
      expect(await comparable()).toEqual(before);
    }
  });
});
