import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { phoneLink } from '@club/shared/plain';
import { type Member, MONTH_NAMES } from '@club/shared';
import { clubDate } from '../../../lib/club-date';
import { formatSortName } from './member-display';

const POINTS_PER_INCH = 72;
// SPEC §9 PDF roster: landscape letter, 0.25 in margins, 0.225 in rows, a 0.8 in logo.
export const ROSTER_PAGE_MARGIN = 0.25 * POINTS_PER_INCH;
export const ROSTER_ROW_HEIGHT = 0.225 * POINTS_PER_INCH;
export const ROSTER_LOGO_SIZE = 0.8 * POINTS_PER_INCH;
/** SPEC §9 columns: Phone 15%, Name (Last, First) 22%, Address 33%, E-mail 30%. */
export const ROSTER_COLUMN_WIDTHS = ['15%', '22%', '33%', '30%'];
export const ROSTER_HEADINGS = ['Phone', 'Name', 'Address', 'E-mail'];
export const SHRED_NOTICE = 'Confidential club roster — please shred when no longer needed';

// Row height is content plus cell padding plus the rule under it; the content height is what remains of 0.225 in,
// which fits one 9 pt line. A longer address wraps and makes its row taller rather than being cut off.
const CELL_PADDING_TOP = 3;
const CELL_PADDING_BOTTOM = 2;
const RULE_WIDTH = 0.5;
export const ROSTER_CONTENT_HEIGHT = ROSTER_ROW_HEIGHT - CELL_PADDING_TOP - CELL_PADDING_BOTTOM - RULE_WIDTH;
const HEADER_FILL = '#e9ecef';
const STRIPE_FILL = '#f8f9fa';
const RULE_COLOR = '#ced4da';

export type RosterSummary = { onTheRoster: number; currentMembers: number; loa: number; booster: number };

/** SPEC §9 summary: rows in the PDF; current members are the assignable and exempt ones. */
export function summarizeRoster(members: readonly Member[]): RosterSummary {
  const withStatus = (...statuses: Member['status'][]) =>
    members.filter((member) => statuses.includes(member.status)).length;
  return {
    onTheRoster: members.length,
    currentMembers: withStatus('assignable', 'exempt'),
    loa: withStatus('loa'),
    booster: withStatus('booster'),
  };
}

/** SPEC §9: members-directory-{YYYY-MM-DD}.pdf, dated by the club's day as the CSV export is (issue 17). */
export function rosterFileName(date: Date, timeZone: string): string {
  return `members-directory-${clubDate(date, timeZone)}.pdf`;
}

/** 'May 1, 2025': the PDF's fixed date format, the same whatever the reader's browser language. */
function printedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${day}, ${year}`;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Issue 17: the printed directory is 'Last, First', so it is ordered by last name whatever the screen's sort. */
export function sortByLastName(members: readonly Member[]): Member[] {
  return [...members].sort(
    (a, b) => collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name) || a.id - b.id,
  );
}

export type RosterInput = {
  /** The members to list, in any order: the directory is printed by last name. */
  members: readonly Member[];
  /** What the list was narrowed to ('search "garcia"'), printed as 'Filtered: …'; null for the whole club. */
  filter: string | null;
  clubName: string;
  /** A PNG or JPEG data URL; other logos are left out, as pdfmake would have to fetch them. */
  logoDataUrl: string | null;
  generatedAt: Date;
  /** The club's time zone, which dates the roster. */
  timeZone: string;
};

const isEmbeddableImage = (src: string | null): src is string =>
  src !== null && /^data:image\/(png|jpe?g);base64,/i.test(src);

function rosterRow(member: Member): TableCell[] {
  const phone = member.phone === null ? '' : phoneLink(member.phone, member.phone_e164).text;
  return [phone, formatSortName(member.first_name, member.last_name), member.address ?? '', member.email];
}

function summaryLine(summary: RosterSummary): Content {
  const items: [string, number][] = [
    ['OnTheRoster', summary.onTheRoster],
    ['Current Members', summary.currentMembers],
    ['LOA', summary.loa],
    ['Booster', summary.booster],
  ];
  return {
    table: {
      body: [items.map(([label]) => ({ text: label, bold: true })), items.map(([, value]) => String(value))],
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
    alignment: 'center',
  };
}

/** The pdfmake document of the printable roster (SPEC §9); pure, so it is tested without rendering a PDF. */
export function buildRosterDocument({
  members,
  filter,
  clubName,
  logoDataUrl,
  generatedAt,
  timeZone,
}: RosterInput): TDocumentDefinitions {
  const dateText = printedDate(clubDate(generatedAt, timeZone));
  const rows = sortByLastName(members);
  const heading: Content = {
    columns: [
      ...(isEmbeddableImage(logoDataUrl)
        ? [
            {
              image: logoDataUrl,
              fit: [ROSTER_LOGO_SIZE, ROSTER_LOGO_SIZE] as [number, number],
              width: ROSTER_LOGO_SIZE,
            },
          ]
        : []),
      {
        width: '*',
        stack: [
          { text: clubName, fontSize: 18, bold: true },
          { text: 'Member Directory', fontSize: 12 },
          { text: dateText, fontSize: 10, color: '#495057' },
          ...(filter ? [{ text: `Filtered: ${filter}`, fontSize: 10, bold: true }] : []),
        ],
        margin: [0, 6, 0, 0],
      },
      { width: 'auto', stack: [summaryLine(summarizeRoster(rows))], margin: [0, 10, 0, 0] },
    ],
    columnGap: 12,
    margin: [0, 0, 0, 8],
  };

  const table: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ROSTER_COLUMN_WIDTHS,
      heights: ROSTER_CONTENT_HEIGHT,
      body: [ROSTER_HEADINGS.map((text) => ({ text, bold: true })), ...rows.map(rosterRow)],
    },
    layout: {
      fillColor: (rowIndex: number) => (rowIndex === 0 ? HEADER_FILL : rowIndex % 2 === 0 ? STRIPE_FILL : null),
      hLineWidth: () => RULE_WIDTH,
      vLineWidth: () => 0,
      hLineColor: () => RULE_COLOR,
      paddingTop: () => CELL_PADDING_TOP,
      paddingBottom: () => CELL_PADDING_BOTTOM,
    },
    fontSize: 9,
  };

  return {
    pageSize: 'LETTER',
    pageOrientation: 'landscape',
    pageMargins: ROSTER_PAGE_MARGIN,
    info: { title: `${clubName} Member Directory ${dateText}${filter ? ` (filtered: ${filter})` : ''}` },
    content: [heading, table],
    // The footer sits inside the 0.25 in bottom margin, so it is one short line.
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: SHRED_NOTICE, width: '*' },
        { text: `${clubName} · ${dateText}`, width: 'auto', alignment: 'center' },
        { text: `Page ${currentPage} of ${pageCount}`, width: '*', alignment: 'right' },
      ],
      fontSize: 7,
      color: '#495057',
      margin: [ROSTER_PAGE_MARGIN, 5, ROSTER_PAGE_MARGIN, 0],
    }),
    defaultStyle: { font: 'Roboto' },
  };
}
