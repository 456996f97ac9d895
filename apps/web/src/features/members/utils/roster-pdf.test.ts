import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/member-fixtures';
import { pdfTexts } from '../../../test/pdf-text';
import { buildRosterDocument } from './roster-document';
import { renderPdf } from './roster-pdf';

// A 1×1 PNG, so the logo goes through the image decoder as an uploaded one does.
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The club of the web bench: 1,000 members with a phone and a one-line address each. */
const club = Array.from({ length: 1000 }, (_, i) =>
  makeMember({
    first_name: `First${i}`,
    last_name: `Last${String(i % 700).padStart(3, '0')}`,
    phone: `(408) 555-${String(i).padStart(4, '0')}`,
    address: `${100 + i} Main St, San Jose, CA 95${String(100 + (i % 900)).padStart(3, '0')}`,
  }),
);

function render(members = club, logoDataUrl: string | null = LOGO) {
  const roster = buildRosterDocument({
    members,
    filter: null,
    clubName: 'Rhythm Rounders',
    logoDataUrl,
    generatedAt: new Date(Date.UTC(2025, 4, 1, 16, 30)),
    timeZone: 'America/Los_Angeles',
  });
  const pdf = new TextDecoder('latin1').decode(renderPdf(roster));
  return { pdf, pages: pdf.match(/\/Type \/Page\b/g)?.length ?? 0 };
}

describe('the PDF roster as a file (SPEC §9)', () => {
  it('is a landscape letter PDF with Roboto embedded', () => {
    const { pdf } = render(club.slice(0, 3));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/MediaBox [0 0 792. 612.]');
    expect(pdf.match(/\/FontFile2 /g)).toHaveLength(2);
    expect(pdf).toContain('/Subtype /Image');
  });

  it('fits 1,000 members of 0.225 in rows on 30 pages, as the roster always has', () => {
    expect(render().pages).toBe(30);
    expect(render(club, null).pages).toBe(30);
  });

  it('makes a row taller rather than cutting off an address too long for its column', () => {
    const long =
      'Apartment 1204, The Very Long Name Of A Retirement Community, 12345 North Promenade Boulevard, San Jose';
    const members = club.map((member) => ({ ...member, address: long }));
    expect(render(members).pages).toBeGreaterThan(30);
  });
});

describe('the PDF roster’s text, in the admin’s language (issue 29)', () => {
  const texts = (locale: 'en' | 'de') =>
    pdfTexts(
      renderPdf(
        buildRosterDocument({
          members: [
            makeMember({ first_name: 'Jürgen', last_name: 'Müller', phone: '0711 123456', address: 'Königstraße 12' }),
          ],
          filter: null,
          clubName: 'Rhythm Rounders',
          logoDataUrl: null,
          generatedAt: new Date(Date.UTC(2025, 4, 1, 16, 30)),
          timeZone: 'America/Los_Angeles',
          locale,
        }),
      ),
    );

  it('prints English as it always has', () => {
    expect(texts('en')).toEqual(
      expect.arrayContaining([
        'Member Directory',
        'May 1, 2025',
        'OnTheRoster',
        'Current Members',
        'LOA',
        'Booster',
        'Phone',
        'Address',
        'E-mail',
        'Müller, Jürgen',
        'Confidential club roster — please shred when no longer needed',
        'Rhythm Rounders · May 1, 2025',
        'Page 1 of 1',
      ]),
    );
  });

  it('prints German headings, summary, footers and date for a German admin', () => {
    const german = texts('de');
    expect(german).toEqual(
      expect.arrayContaining([
        'Mitgliederverzeichnis',
        '1. Mai 2025',
        'Auf der Liste',
        'Aktive Mitglieder',
        'Fördermitglieder',
        'Telefon',
        'Adresse',
        'E-Mail',
        'Müller, Jürgen',
        'Königstraße 12',
        'Vertrauliche Mitgliederliste des Clubs – bitte vernichten, wenn sie nicht mehr gebraucht wird',
        'Rhythm Rounders · 1. Mai 2025',
        'Seite 1 von 1',
      ]),
    );
    expect(german).not.toContain('Member Directory');
    expect(german.join('\n')).not.toContain('\uFFFD');
  });
});
