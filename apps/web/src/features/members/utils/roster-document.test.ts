import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/member-fixtures';
import {
  buildRosterDocument,
  ROSTER_COLUMN_SHARES,
  ROSTER_LOGO_SIZE,
  ROSTER_PAGE_MARGIN,
  ROSTER_ROW_HEIGHT,
  rosterFileName,
  SHRED_NOTICE,
  sortByLastName,
  summarizeRoster,
} from './roster-document';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const members = [
  makeMember({
    first_name: 'Ann',
    last_name: 'Lee',
    phone: '408-555-0101',
    phone_e164: '+14085550101',
    address: '1 Main St',
    email: 'ann@example.org',
  }),
  makeMember({ first_name: 'Bo', last_name: 'Ng', status: 'exempt' }),
  makeMember({ status: 'loa' }),
  makeMember({ status: 'booster' }),
  makeMember({ status: 'booster' }),
];
// 16:30 UTC on May 1: still May 1 in Los Angeles, already May 2 in Auckland.
const generatedAt = new Date(Date.UTC(2025, 4, 1, 16, 30));
const timeZone = 'America/Los_Angeles';

function build(logoDataUrl: string | null = LOGO, filter: string | null = null) {
  return buildRosterDocument({ members, filter, clubName: 'Rhythm Rounders', logoDataUrl, generatedAt, timeZone });
}

describe('PDF roster document (SPEC §9)', () => {
  it('is laid out by SPEC §9: 0.25 in margins, 0.225 in rows, a 0.8 in logo', () => {
    expect(ROSTER_PAGE_MARGIN).toBe(18);
    expect(ROSTER_ROW_HEIGHT).toBeCloseTo(16.2);
    expect(ROSTER_LOGO_SIZE).toBeCloseTo(57.6);
  });

  it('lists Phone 15%, Name (Last, First) 22%, Address 33% and E-mail 30%', () => {
    const roster = build();
    expect(ROSTER_COLUMN_SHARES).toEqual([0.15, 0.22, 0.33, 0.3]);
    expect(roster.headings).toEqual(['Phone', 'Name', 'Address', 'E-mail']);
    expect(roster.rows.find((row) => row[1] === 'Lee, Ann')).toEqual([
      '408-555-0101',
      'Lee, Ann',
      '1 Main St',
      'ann@example.org',
    ]);
    expect(roster.rows.find((row) => row[1] === 'Ng, Bo')?.slice(0, 3)).toEqual(['', 'Ng, Bo', '']);
    expect(roster.rows).toHaveLength(members.length);
  });

  it('heads the first page with the logo, the club name, the title and the date', () => {
    const roster = build();
    expect(roster.logo).toEqual({ dataUrl: LOGO, format: 'PNG' });
    expect(roster.clubName).toBe('Rhythm Rounders');
    expect(roster.subtitle).toBe('Member Directory');
    expect(roster.date).toBe('May 1, 2025');
    expect(roster.title).toBe('Rhythm Rounders Member Directory May 1, 2025');
    expect(build('data:image/jpeg;base64,/9j/4AAQ').logo?.format).toBe('JPEG');
  });

  it('leaves the logo out when there is none, or it is not an embeddable image', () => {
    expect(build(null).logo).toBeNull();
    expect(build('https://example.org/logo.png').logo).toBeNull();
    expect(build('data:image/svg+xml;base64,PHN2Zz4=').logo).toBeNull();
  });

  it('summarises OnTheRoster, Current Members, LOA and Booster', () => {
    expect(summarizeRoster(members)).toEqual({ onTheRoster: 5, currentMembers: 2, loa: 1, booster: 2 });
    expect(build().summary).toEqual([
      { label: 'OnTheRoster', value: 5 },
      { label: 'Current Members', value: 2 },
      { label: 'LOA', value: 1 },
      { label: 'Booster', value: 2 },
    ]);
  });

  it('puts the shred notice, the club and date, and the page number in every footer', () => {
    expect(build().footer(2, 3)).toEqual([SHRED_NOTICE, 'Rhythm Rounders · May 1, 2025', 'Page 2 of 3']);
  });

  it('still builds a document for no rows', () => {
    const roster = buildRosterDocument({
      members: [],
      filter: null,
      clubName: 'Club',
      logoDataUrl: null,
      generatedAt,
      timeZone,
    });
    expect(roster.rows).toEqual([]);
    expect(summarizeRoster([])).toEqual({ onTheRoster: 0, currentMembers: 0, loa: 0, booster: 0 });
  });

  it('prints an accent typed as a combining mark as the one letter the font has', () => {
    const roster = buildRosterDocument({
      members: [makeMember({ first_name: 'Zoe\u0308', last_name: 'Mu\u0308ller', address: 'Weiße Gasse 1' })],
      filter: null,
      clubName: 'Club',
      logoDataUrl: null,
      generatedAt,
      timeZone,
    });
    expect(roster.rows[0]?.[1]).toBe('M\u00fcller, Zo\u00eb');
    expect(roster.rows[0]?.[2]).toBe('Weiße Gasse 1');
  });

  it("names the file members-directory-{YYYY-MM-DD}.pdf by the club's date, whatever the reader's zone", () => {
    expect(rosterFileName(generatedAt, 'America/Los_Angeles')).toBe('members-directory-2025-05-01.pdf');
    expect(rosterFileName(generatedAt, 'Pacific/Auckland')).toBe('members-directory-2025-05-02.pdf');
    const auckland = buildRosterDocument({
      members,
      filter: null,
      clubName: 'Club',
      logoDataUrl: null,
      generatedAt,
      timeZone: 'Pacific/Auckland',
    });
    expect(auckland.date).toBe('May 2, 2025');
  });
});

describe('the PDF roster is the club directory (issue 17)', () => {
  const names = (roster: ReturnType<typeof build>) => roster.rows.map((row) => row[1]);

  it('lists the members by last name, then first name, whatever order it is given them in', () => {
    const shuffled = [
      makeMember({ id: 1, first_name: 'Zed', last_name: 'Garcia' }),
      makeMember({ id: 2, first_name: 'Amy', last_name: 'young' }),
      makeMember({ id: 3, first_name: 'Ana', last_name: 'Garcia' }),
      makeMember({ id: 4, first_name: 'Bea', last_name: 'Álvarez' }),
    ];
    const roster = buildRosterDocument({
      members: shuffled,
      filter: null,
      clubName: 'Club',
      logoDataUrl: null,
      generatedAt,
      timeZone,
    });
    expect(names(roster)).toEqual(['Álvarez, Bea', 'Garcia, Ana', 'Garcia, Zed', 'young, Amy']);
    expect(sortByLastName(shuffled).map((member) => member.id)).toEqual([4, 3, 1, 2]);
  });

  it("says 'Filtered: …' in the header of a filtered roster, and nothing of the kind for the whole club", () => {
    const filtered = build(null, 'search "garcia", status LOA');
    expect(filtered.filterLine).toBe('Filtered: search "garcia", status LOA');
    expect(filtered.title).toBe('Rhythm Rounders Member Directory May 1, 2025 (filtered: search "garcia", status LOA)');
    expect(build(null).filterLine).toBeNull();
  });
});

describe('the PDF roster in the admin’s language (issue 29)', () => {
  const inGerman = (filter: string | null = null) =>
    buildRosterDocument({
      members,
      filter,
      clubName: 'Rhythm Rounders',
      logoDataUrl: null,
      generatedAt,
      timeZone,
      locale: 'de',
    });

  it('has German headings, summary, footers and date for a German admin', () => {
    const roster = inGerman('Suche „garcia“');
    expect(roster.subtitle).toBe('Mitgliederverzeichnis');
    expect(roster.date).toBe('1. Mai 2025');
    expect(roster.title).toBe('Rhythm Rounders Mitgliederverzeichnis 1. Mai 2025 (gefiltert: Suche „garcia“)');
    expect(roster.filterLine).toBe('Gefiltert: Suche „garcia“');
    expect(roster.headings).toEqual(['Telefon', 'Name', 'Adresse', 'E-Mail']);
    expect(roster.summary.map(({ label }) => label)).toEqual([
      'Auf der Liste',
      'Aktive Mitglieder',
      'Pausiert',
      'Fördermitglieder',
    ]);
    expect(roster.footer(2, 3)).toEqual([
      'Vertrauliche Mitgliederliste des Clubs – bitte vernichten, wenn sie nicht mehr gebraucht wird',
      'Rhythm Rounders · 1. Mai 2025',
      'Seite 2 von 3',
    ]);
  });

  it('keeps the rows as they are: names, phones and addresses are not translated', () => {
    expect(inGerman().rows).toEqual(build().rows);
  });

  it('dates a German roster by the club’s day too', () => {
    const auckland = buildRosterDocument({
      members,
      filter: null,
      clubName: 'Club',
      logoDataUrl: null,
      generatedAt,
      timeZone: 'Pacific/Auckland',
      locale: 'de',
    });
    expect(auckland.date).toBe('2. Mai 2025');
  });
});
