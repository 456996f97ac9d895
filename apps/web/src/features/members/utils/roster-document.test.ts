import { describe, expect, it } from 'vitest';
import type {
  Content,
  ContentColumns,
  ContentStack,
  ContentTable,
  CustomTableLayout,
  DynamicContent,
} from 'pdfmake/interfaces';
import { makeMember } from '../../../test/member-fixtures';
import {
  buildRosterDocument,
  ROSTER_COLUMN_WIDTHS,
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

const contentOf = (definition: ReturnType<typeof build>) => definition.content as Content[];
const headingOf = (definition: ReturnType<typeof build>) => contentOf(definition)[0] as ContentColumns;
const tableOf = (definition: ReturnType<typeof build>) => contentOf(definition)[1] as ContentTable;
const textOf = (value: unknown): string => JSON.stringify(value);

describe('PDF roster document (SPEC §9)', () => {
  it('is landscape letter with 0.25 in margins', () => {
    const definition = build();
    expect(definition.pageSize).toBe('LETTER');
    expect(definition.pageOrientation).toBe('landscape');
    expect(definition.pageMargins).toBe(18);
    expect(ROSTER_PAGE_MARGIN).toBe(18);
  });

  it('lists Phone 15%, Name (Last, First) 22%, Address 33% and E-mail 30%, in 0.225 in rows', () => {
    const { table } = tableOf(build());
    expect(table.widths).toEqual(['15%', '22%', '33%', '30%']);
    expect(ROSTER_COLUMN_WIDTHS).toEqual(table.widths);
    // pdfmake adds the cell padding and the rule to the content height.
    const layout = tableOf(build()).layout as CustomTableLayout;
    const node = tableOf(build());
    const rowHeight =
      Number(table.heights) +
      Number(layout.paddingTop?.(1, node)) +
      Number(layout.paddingBottom?.(1, node)) +
      Number(layout.hLineWidth?.(1, node));
    expect(rowHeight).toBeCloseTo(0.225 * 72);
    expect(ROSTER_ROW_HEIGHT).toBeCloseTo(16.2);
    expect(table.headerRows).toBe(1);
    expect(table.body[0]?.map((cell) => (cell as { text: string }).text)).toEqual([
      'Phone',
      'Name',
      'Address',
      'E-mail',
    ]);
    const ann = table.body.find((row) => row[1] === 'Lee, Ann');
    expect(ann).toEqual(['408-555-0101', 'Lee, Ann', '1 Main St', 'ann@example.org']);
    expect(table.body.find((row) => row[1] === 'Ng, Bo')?.slice(0, 3)).toEqual(['', 'Ng, Bo', '']);
    expect(table.body).toHaveLength(members.length + 1);
  });

  it('shades the header row and every other row', () => {
    const layout = tableOf(build()).layout as CustomTableLayout;
    const fill = layout.fillColor as (rowIndex: number) => string | null;
    expect(fill(0)).toBeTruthy();
    expect(fill(1)).toBeNull();
    expect(fill(2)).toBeTruthy();
  });

  it('heads the first page with the 0.8 in logo, the club name and the date', () => {
    const [logo, title] = headingOf(build()).columns;
    expect(logo).toMatchObject({ image: LOGO, fit: [ROSTER_LOGO_SIZE, ROSTER_LOGO_SIZE] });
    expect(ROSTER_LOGO_SIZE).toBeCloseTo(57.6);
    expect(textOf((title as ContentStack).stack)).toContain('Rhythm Rounders');
    expect(textOf((title as ContentStack).stack)).toContain('May 1, 2025');
  });

  it('leaves the logo out when there is none, or it is not an embeddable image', () => {
    expect(textOf(headingOf(build(null)))).not.toContain('"image"');
    expect(textOf(headingOf(build('https://example.org/logo.png')))).not.toContain('"image"');
    expect(textOf(headingOf(build('data:image/svg+xml;base64,PHN2Zz4=')))).not.toContain('"image"');
  });

  it('summarises OnTheRoster, Current Members, LOA and Booster', () => {
    expect(summarizeRoster(members)).toEqual({ onTheRoster: 5, currentMembers: 2, loa: 1, booster: 2 });
    const heading = textOf(headingOf(build()));
    for (const label of ['OnTheRoster', 'Current Members', 'LOA', 'Booster']) expect(heading).toContain(label);
  });

  it('puts the shred notice and page numbers in every footer', () => {
    const footer = build().footer as DynamicContent;
    const text = textOf(footer(2, 3, { width: 792, height: 612, orientation: 'landscape' }));
    expect(text).toContain(SHRED_NOTICE);
    expect(text).toContain('Page 2 of 3');
  });

  it('still builds a document for no rows', () => {
    const definition = buildRosterDocument({
      members: [],
      filter: null,
      clubName: 'Club',
      logoDataUrl: null,
      generatedAt,
      timeZone,
    });
    expect(tableOf(definition).table.body).toHaveLength(1);
    expect(summarizeRoster([])).toEqual({ onTheRoster: 0, currentMembers: 0, loa: 0, booster: 0 });
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
    expect(textOf(headingOf(auckland))).toContain('May 2, 2025');
  });
});

describe('the PDF roster is the club directory (issue 17)', () => {
  const names = (definition: ReturnType<typeof build>) =>
    tableOf(definition)
      .table.body.slice(1)
      .map((row) => row[1]);

  it('lists the members by last name, then first name, whatever order it is given them in', () => {
    const shuffled = [
      makeMember({ id: 1, first_name: 'Zed', last_name: 'Garcia' }),
      makeMember({ id: 2, first_name: 'Amy', last_name: 'young' }),
      makeMember({ id: 3, first_name: 'Ana', last_name: 'Garcia' }),
      makeMember({ id: 4, first_name: 'Bea', last_name: 'Álvarez' }),
    ];
    const definition = buildRosterDocument({
      members: shuffled,
      filter: null,
      clubName: 'Club',
      logoDataUrl: null,
      generatedAt,
      timeZone,
    });
    expect(names(definition)).toEqual(['Álvarez, Bea', 'Garcia, Ana', 'Garcia, Zed', 'young, Amy']);
    expect(sortByLastName(shuffled).map((member) => member.id)).toEqual([4, 3, 1, 2]);
  });

  it("says 'Filtered: …' in the header of a filtered roster, and nothing of the kind for the whole club", () => {
    expect(textOf(headingOf(build(null, 'search "garcia", status LOA')))).toContain(
      'Filtered: search \\"garcia\\", status LOA',
    );
    expect(textOf(headingOf(build(null)))).not.toContain('Filtered');
  });
});
