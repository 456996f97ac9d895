import type { Member } from '@club/shared';
import { type Locale, phoneLink, rosterPdfMessages } from '@club/shared/plain';
import { clubDate } from '../../../lib/club-date';
import { formatSortName } from './member-display';

const POINTS_PER_INCH = 72;
// SPEC §9 PDF roster: landscape letter, 0.25 in margins, 0.225 in rows, a 0.8 in logo.
export const ROSTER_PAGE_MARGIN = 0.25 * POINTS_PER_INCH;
export const ROSTER_ROW_HEIGHT = 0.225 * POINTS_PER_INCH;
export const ROSTER_LOGO_SIZE = 0.8 * POINTS_PER_INCH;
/** SPEC §9 columns, as shares of the width between the margins: Phone 15%, Name (Last, First) 22%, Address 33%, E-mail 30%. */
export const ROSTER_COLUMN_SHARES = [0.15, 0.22, 0.33, 0.3];
const ENGLISH = rosterPdfMessages('en');
export const ROSTER_HEADINGS = ENGLISH.headings;
export const SHRED_NOTICE = ENGLISH.shredNotice;

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

// The PDF's date is in the admin's language, whatever the browser's: 'May 1, 2025', '1. Mai 2025' (issue 29).
const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', de: 'de-DE' };

function printedDate(isoDate: string, locale: Locale): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
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
  /** A PNG or JPEG data URL; other logos are left out, as the PDF maker would have to fetch or convert them. */
  logoDataUrl: string | null;
  generatedAt: Date;
  /** The club's time zone, which dates the roster. */
  timeZone: string;
  /** The admin's language, which the headings, the summary, the footers and the date are in (issue 29). */
  locale?: Locale;
};

export type RosterLogo = { dataUrl: string; format: 'PNG' | 'JPEG' };

/** What the printable roster says, in the order it is printed (SPEC §9); roster-pdf.ts lays it out on the pages. */
export type RosterDocument = {
  /** The PDF's title, as a reader's window names it. */
  title: string;
  logo: RosterLogo | null;
  clubName: string;
  subtitle: string;
  date: string;
  /** 'Filtered: …', or null for the whole club. */
  filterLine: string | null;
  summary: { label: string; value: number }[];
  headings: string[];
  /** One row a member, by last name: phone, 'Last, First', address, e-mail. */
  rows: string[][];
  /** The three parts of every page's footer: the shred notice, the club and date, the page number. */
  footer: (page: number, pageCount: number) => [string, string, string];
};

function embeddableLogo(src: string | null): RosterLogo | null {
  const format = src?.match(/^data:image\/(png|jpe?g);base64,/i)?.[1]?.toLowerCase();
  if (!src || !format) return null;
  return { dataUrl: src, format: format === 'png' ? 'PNG' : 'JPEG' };
}

function rosterRow(member: Member): string[] {
  const phone = member.phone === null ? '' : phoneLink(member.phone, member.phone_e164).text;
  // Composed, so that an accent typed as a letter and a combining mark prints as the one letter the font has.
  return [phone, formatSortName(member.first_name, member.last_name), member.address ?? '', member.email].map((text) =>
    text.normalize('NFC'),
  );
}

/** The printable roster (SPEC §9); pure, so it is tested without rendering a PDF. */
export function buildRosterDocument({
  members,
  filter,
  clubName,
  logoDataUrl,
  generatedAt,
  timeZone,
  locale = 'en',
}: RosterInput): RosterDocument {
  const say = rosterPdfMessages(locale);
  const date = printedDate(clubDate(generatedAt, timeZone), locale);
  const rows = sortByLastName(members);
  const summary = summarizeRoster(rows);
  return {
    title: say.title(clubName, date, filter),
    logo: embeddableLogo(logoDataUrl),
    clubName,
    subtitle: say.subtitle,
    date,
    filterLine: filter ? say.filtered(filter) : null,
    summary: [
      { label: say.summary.onTheRoster, value: summary.onTheRoster },
      { label: say.summary.currentMembers, value: summary.currentMembers },
      { label: say.summary.loa, value: summary.loa },
      { label: say.summary.booster, value: summary.booster },
    ],
    headings: say.headings,
    rows: rows.map(rosterRow),
    footer: (page, pageCount) => [say.shredNotice, `${clubName} · ${date}`, say.page(page, pageCount)],
  };
}
