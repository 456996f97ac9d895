import Papa from 'papaparse';
import type { Member } from '@club/shared';
import { todayIn } from '../../lib/calendar.js';

/** The export's columns; the import reads the same names, so an export imports back unchanged. */
export const EXPORT_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Address',
  'Birthday',
  'Status',
  'Role',
  'Partner',
  'Friend',
  'Notes',
] as const;

// OWASP CSV injection: a spreadsheet runs a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r\n]/;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const fullName = (first: string | null, last: string | null) => (first && last ? `${first} ${last}` : '');

/** RFC 4180 CSV (CRLF, quotes where needed) with a BOM so spreadsheet programs read accents correctly. */
export function membersToCsv(list: Member[]): string {
  const rows = list.map((member) =>
    [
      member.first_name,
      member.last_name,
      member.email,
      member.phone ?? '',
      member.address ?? '',
      member.birthday?.replace('-', '/') ?? '',
      member.status,
      member.role,
      fullName(member.partner_first_name, member.partner_last_name),
      fullName(member.friend_first_name, member.friend_last_name),
      member.notes ?? '',
    ].map(neutralizeFormula),
  );
  return `\uFEFF${Papa.unparse({ fields: [...EXPORT_COLUMNS], data: rows }, { newline: '\r\n', quotes: false })}\r\n`;
}

/** members-export-YYYY-MM-DD.csv, dated by the club's day (issue 17: as the PDF roster is), not by UTC's. */
export function exportFileName(timeZone: string, now = new Date()): string {
  return `members-export-${todayIn(timeZone, now)}.csv`;
}
