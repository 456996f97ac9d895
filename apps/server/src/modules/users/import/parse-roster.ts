import Papa from 'papaparse';
import {
  BIRTHDAY_PATTERN,
  type MemberStatus,
  MEMBER_STATUSES,
  PHONE_PATTERN,
  type Role,
  emailSchema,
} from '@club/shared';

/** A member as one row of the club's spreadsheet describes them; undefined means the file does not say. */
export type RosterRow = {
  line: number;
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  address?: string;
  birthday?: string;
  status?: MemberStatus;
  role?: Role;
  partner?: string;
  friend?: string;
  notes?: string;
};

export type ParsedRoster = { rows: RosterRow[]; errors: string[]; summaryLines: number };

export class RosterFileError extends Error {}

export const NOT_UTF8_TEXT = 'The file is not CSV text: save the spreadsheet as "CSV UTF-8" and import that file.';

// Header cells compared without case, spaces or punctuation: "E-mail", "B'day", "First Name" all match.
const COLUMN_ALIASES: Record<string, string> = {
  name: 'name',
  fullname: 'name',
  firstname: 'first_name',
  first: 'first_name',
  lastname: 'last_name',
  last: 'last_name',
  email: 'email',
  emailaddress: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  address: 'address',
  birthday: 'birthday',
  bday: 'birthday',
  status: 'status',
  loa: 'loa',
  title: 'title',
  role: 'role',
  partner: 'partner',
  friend: 'friend',
  notes: 'notes',
};

// The spreadsheet's own summary lines, recognised only as whole cells so a real name is never mistaken for one.
const SUMMARY_LABELS = new Set(['ontheroster', 'currentmembers', 'loa', 'booster', 'boosters', 'callercuer', 'total', 'totals']);

const normalizeKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const TRUTHY = new Set(['x', 'y', 'yes', 'true', '1', 'loa']);

/** Undoes the export's protection against formula cells, so an export imports back unchanged. */
function cleanCell(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  const unprotected = /^'[=+\-@\t\r\n]/.test(trimmed) ? trimmed.slice(1) : trimmed;
  return unprotected === '' ? undefined : unprotected;
}

/** M/D or MM/DD (slashes or dashes) as MM/DD. */
export function normalizeBirthday(value: string): string | null {
  const match = /^(\d{1,2})[/-](\d{1,2})$/.exec(value);
  if (!match) return null;
  const formatted = `${match[1]!.padStart(2, '0')}/${match[2]!.padStart(2, '0')}`;
  return BIRTHDAY_PATTERN.test(formatted) ? formatted : null;
}

/** "Last, First" as the club writes it; "First Last" is accepted too. */
export function splitName(value: string): { first_name: string; last_name: string } | null {
  const comma = value.indexOf(',');
  if (comma !== -1) {
    const last_name = value.slice(0, comma).trim();
    const first_name = value.slice(comma + 1).trim();
    return first_name && last_name ? { first_name, last_name } : null;
  }
  const space = value.lastIndexOf(' ');
  if (space === -1) return null;
  return { first_name: value.slice(0, space).trim(), last_name: value.slice(space + 1).trim() };
}

function statusFrom(cells: Record<string, string | undefined>): MemberStatus | undefined | 'invalid' {
  if (cells.status) {
    const status = cells.status.toLowerCase() as MemberStatus;
    return (MEMBER_STATUSES as readonly string[]).includes(status) ? status : 'invalid';
  }
  if (cells.loa && TRUTHY.has(cells.loa.toLowerCase())) return 'loa';
  if (cells.title?.toLowerCase().includes('booster')) return 'booster';
  return undefined;
}

/**
 * Reads the club's spreadsheet exported as CSV (quoted fields, commas and newlines inside quotes, BOM, CRLF).
 * A file without the needed columns is refused whole; a bad row becomes "Row N: reason" with N its line in the file.
 */
export function parseRoster(text: string): ParsedRoster {
  const content = text.replace(/^\uFEFF/, '');
  // Issue 8: NUL bytes (binary data, UTF-16) cannot be stored, and U+FFFD is what bytes that were not UTF-8 decode
  // to; either way the names would be garbled, so the file is refused whole.
  if (content.includes('\u0000') || content.includes('\uFFFD')) throw new RosterFileError(NOT_UTF8_TEXT);
  const parsed = Papa.parse<string[]>(content, { header: false, skipEmptyLines: false });
  const fatal = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (fatal) throw new RosterFileError(`The file could not be read: a quoted field is not closed (line ${lineOfRow(content, fatal.row ?? 0)}).`);
  const [header, ...records] = parsed.data;
  if (!header) throw new RosterFileError('The file is empty.');

  const columns = header.map((cell) => COLUMN_ALIASES[normalizeKey(cell)]);
  const hasNames = columns.includes('name') || (columns.includes('first_name') && columns.includes('last_name'));
  if (!hasNames || !columns.includes('email')) {
    throw new RosterFileError(
      'The file is missing required columns: it needs a Name column ("Last, First") or First Name and Last Name columns, and an Email column.',
    );
  }

  const lines = rowStartLines(content, parsed.data.length);
  const rows: RosterRow[] = [];
  const errors: string[] = [];
  let summaryLines = 0;

  records.forEach((record, index) => {
    const line = lines[index + 1] ?? index + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    if (record.some((cell) => SUMMARY_LABELS.has(normalizeKey(cell))) && isSummaryLine(record, columns)) {
      summaryLines += 1;
      return;
    }
    const cells: Record<string, string | undefined> = {};
    columns.forEach((column, position) => {
      if (column) cells[column] = cleanCell(record[position]);
    });

    const names = cells.name ? splitName(cells.name) : cells.first_name && cells.last_name ? { first_name: cells.first_name, last_name: cells.last_name } : null;
    if (!names) return errors.push(`Row ${line}: a first and last name are required (Name as "Last, First")`);
    const email = emailSchema.safeParse(cells.email ?? '');
    if (!email.success) return errors.push(`Row ${line}: ${cells.email ? `"${cells.email}" is not a valid email address` : 'email is required'}`);
    const phone = cells.phone?.replace(/\./g, '-');
    if (phone && !PHONE_PATTERN.test(phone)) return errors.push(`Row ${line}: "${cells.phone}" is not a valid phone number`);
    const birthday = cells.birthday ? normalizeBirthday(cells.birthday) : undefined;
    if (birthday === null) return errors.push(`Row ${line}: birthday "${cells.birthday}" is not a month and day (MM/DD)`);
    const status = statusFrom(cells);
    if (status === 'invalid') return errors.push(`Row ${line}: status "${cells.status}" is not one of ${MEMBER_STATUSES.join(', ')}`);
    const role = cells.role ? (cells.role.toLowerCase() === 'admin' ? 'admin' : 'member') : undefined;
    const tooLong = tooLongField({ ...names, phone, address: cells.address, notes: cells.notes });
    if (tooLong) return errors.push(`Row ${line}: ${tooLong.label} is longer than ${tooLong.max} characters`);

    rows.push({
      line,
      ...names,
      email: email.data,
      phone,
      address: cells.address,
      birthday,
      status,
      role,
      partner: cells.partner,
      friend: cells.friend,
      notes: cells.notes,
    });
  });
  return { rows, errors, summaryLines };
}

// The limits of the member form (memberFieldsSchema) and of the members columns: a longer value is a bad row, not a
// database error that fails the whole import (issue 8).
const MAX_LENGTHS = [
  { field: 'first_name', label: 'first name', max: 100 },
  { field: 'last_name', label: 'last name', max: 100 },
  { field: 'phone', label: 'phone', max: 40 },
  { field: 'address', label: 'address', max: 255 },
  { field: 'notes', label: 'notes', max: 2000 },
] as const;

function tooLongField(values: Partial<Record<(typeof MAX_LENGTHS)[number]['field'], string>>) {
  return MAX_LENGTHS.find(({ field, max }) => (values[field]?.length ?? 0) > max);
}

/** A summary line names a count, not a member: it has no e-mail address. */
function isSummaryLine(record: string[], columns: (string | undefined)[]): boolean {
  const emailAt = columns.indexOf('email');
  return !(record[emailAt] ?? '').includes('@');
}

/** The line on which each parsed row starts, counting newlines inside quoted fields. */
function rowStartLines(content: string, rowCount: number): number[] {
  const starts: number[] = [];
  let line = 1;
  let inQuotes = false;
  let atRowStart = true;
  for (let i = 0; i < content.length && starts.length < rowCount; i += 1) {
    if (atRowStart) {
      starts.push(line);
      atRowStart = false;
    }
    const char = content[i];
    if (char === '"') inQuotes = !inQuotes;
    else if (char === '\n') {
      line += 1;
      if (!inQuotes) atRowStart = true;
    }
  }
  return starts;
}

function lineOfRow(content: string, row: number): number {
  return rowStartLines(content, row + 1)[row] ?? row + 1;
}
