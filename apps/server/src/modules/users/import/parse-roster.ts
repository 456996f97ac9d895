import Papa from 'papaparse';
import {
  type ImportWarning,
  type Locale,
  type MemberStatus,
  MEMBER_STATUSES,
  type Role,
  ROLES,
  type RosterFileMessages,
  emailSchema,
  LOCALES,
  membersCsvValues,
  rosterFileMessages,
} from '@club/shared';
import { readPhone } from '@club/shared/phone-numbers';
import { normalizeBirthday } from './birthday-forms.js';
import { columnOf, isSummaryLabel, normalizeKey } from './roster-columns.js';
import { fillEmailsFromPartners, type LineError, type RosterCandidate } from './partner-emails.js';
import type { RosterRow } from './roster-row.js';
import { splitName } from './roster-names.js';

export type ParsedRoster = { rows: RosterRow[]; errors: string[]; warnings: ImportWarning[]; summaryLines: number };

export class RosterFileError extends Error {}

const TRUTHY = new Set(['x', 'y', 'yes', 'true', '1', 'loa']);

/** Undoes the export's protection against formula cells, so an export imports back unchanged. */
function cleanCell(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  const unprotected = /^'[=+\-@\t\r\n]/.test(trimmed) ? trimmed.slice(1) : trimmed;
  return unprotected === '' ? undefined : unprotected;
}

/**
 * Each code and each language's word for it, compared as headers are (no case, umlauts spelt out): a Status or Role
 * cell of an export in either language ("exempt", "Befreit"; "admin", "Administrator") reads back as what it says.
 */
function valuesByWord<Code extends string>(codes: readonly Code[], wordsOf: (locale: Locale) => Record<Code, string>) {
  const byWord = new Map<string, Code>();
  for (const code of codes) {
    byWord.set(normalizeKey(code), code);
    for (const locale of LOCALES) byWord.set(normalizeKey(wordsOf(locale)[code]), code);
  }
  return byWord;
}
const STATUS_BY_WORD = valuesByWord(MEMBER_STATUSES, (locale) => membersCsvValues(locale).status);
const ROLE_BY_WORD = valuesByWord(ROLES, (locale) => membersCsvValues(locale).role);

function statusFrom(cells: Record<string, string | undefined>): MemberStatus | undefined | 'invalid' {
  if (cells.status) return STATUS_BY_WORD.get(normalizeKey(cells.status)) ?? 'invalid';
  if (cells.loa && TRUTHY.has(cells.loa.toLowerCase())) return 'loa';
  if (cells.title?.toLowerCase().includes('booster')) return 'booster';
  return undefined;
}

/**
 * Reads the club's spreadsheet exported as CSV (quoted fields, commas and newlines inside quotes, BOM, CRLF).
 * A file without the needed columns is refused whole; a bad row becomes "Row N: reason" with N its line in the file.
 * Phone numbers written nationally are read in `country`, the club's (issue 26).
 */
export function parseRoster(text: string, country?: string, locale: Locale = 'en'): ParsedRoster {
  const say = rosterFileMessages(locale);
  const content = text.replace(/^\uFEFF/, '');
  // Issue 8: NUL bytes (binary data, UTF-16) cannot be stored, and U+FFFD is what bytes that were not UTF-8 decode
  // to; either way the names would be garbled, so the file is refused whole.
  if (content.includes('\u0000') || content.includes('\uFFFD')) throw new RosterFileError(say.notUtf8);
  const parsed = Papa.parse<string[]>(content, { header: false, skipEmptyLines: false });
  const fatal = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (fatal) throw new RosterFileError(say.unclosedQuote(lineOfRow(content, fatal.row ?? 0)));
  const [header, ...records] = parsed.data;
  if (!header) throw new RosterFileError(say.empty);

  const columns = header.map(columnOf);
  const hasNames = columns.includes('name') || (columns.includes('first_name') && columns.includes('last_name'));
  if (!hasNames || !columns.includes('email')) {
    throw new RosterFileError(say.missingColumns);
  }

  const lines = rowStartLines(content, parsed.data.length);
  const emailColumn = (header[columns.indexOf('email')] ?? '').trim();
  const candidates: RosterCandidate[] = [];
  const errors: LineError[] = [];
  const warnings: ImportWarning[] = [];
  let summaryLines = 0;

  records.forEach((record, index) => {
    const line = lines[index + 1] ?? index + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    if (record.some(isSummaryLabel) && isSummaryLine(record, columns)) {
      summaryLines += 1;
      return;
    }
    const cells: Record<string, string | undefined> = {};
    columns.forEach((column, position) => {
      if (column) cells[column] = cleanCell(record[position]);
    });
    cells.address ??= addressFromParts(cells);

    const names = cells.name
      ? splitName(cells.name)
      : cells.first_name && cells.last_name
        ? { first_name: cells.first_name, last_name: cells.last_name }
        : null;
    const email = cells.email === undefined ? undefined : emailSchema.safeParse(cells.email);
    // Issue 26: a row that is not written names every fault it has, so one round of corrections is enough.
    const tooLongName = names && tooLongField(names);
    const faults = [
      names ? null : say.nameRequired,
      tooLongName ? say.fieldTooLong(say.fields[tooLongName.field], tooLongName.max) : null,
      email && !email.success ? say.emailInvalid(emailColumn, cells.email ?? '') : null,
    ].filter((fault) => fault !== null);
    if (!names || faults.length > 0) {
      // Without a name the row cannot be written at all; an empty e-mail is then a fault too, unless a partner named
      // in the row could lend one.
      if (email === undefined && !cells.partner) faults.push(say.emailEmpty(emailColumn));
      errors.push({ line, text: say.row(line, faults) });
      return;
    }

    // API.md Import: a member is never dropped for an optional field; what cannot be read is left out and reported.
    const leaveOut = (field: string, message: string) => {
      warnings.push({ row: line, field, message: say.leftOut(message) });
      return undefined;
    };
    const withinLimit = (field: 'phone' | 'address' | 'notes', value: string | undefined) => {
      const { max } = MAX_LENGTH_OF[field];
      return value && value.length > max ? leaveOut(field, say.valueTooLong(say.fields[field], max)) : value;
    };
    // Issue 26: a number is kept as written; one the app cannot read is kept too, flagged, without a number to call.
    const phone = withinLimit('phone', cells.phone);
    const read = phone === undefined ? undefined : readPhone(phone, country);
    if (phone !== undefined && read === null) {
      warnings.push({
        row: line,
        field: 'phone',
        message: say.phoneUnreadable(phone),
      });
    }
    const birthday = cells.birthday
      ? (normalizeBirthday(cells.birthday) ?? leaveOut('birthday', say.birthdayInvalid(cells.birthday)))
      : undefined;
    const statusRead = statusFrom(cells);
    const status = statusRead === 'invalid' ? leaveOut('status', say.statusInvalid(cells.status ?? '')) : statusRead;

    candidates.push({
      line,
      ...names,
      email: email?.data,
      phone,
      phone_e164: read === undefined ? undefined : (read?.e164 ?? null),
      address: withinLimit('address', cells.address),
      notes: withinLimit('notes', cells.notes),
      birthday,
      status,
      requested_role: requestedRole(cells),
      partner: cells.partner,
      friend: cells.friend,
    });
  });

  const filled = fillEmailsFromPartners(candidates, emailColumn, say);
  const lineErrors = [...errors, ...filled.errors].sort((a, b) => a.line - b.line);
  return {
    rows: filled.rows,
    errors: lineErrors.map((error) => error.text),
    warnings: warnings.sort((a, b) => a.row - b.row),
    summaryLines,
  };
}

/** What a Role or Admin cell asks for: admin in a word of either language, or a yes in an Admin column; else member. */
function requestedRole(cells: Record<string, string | undefined>): Role | undefined {
  if (cells.role) return ROLE_BY_WORD.get(normalizeKey(cells.role)) === 'admin' ? 'admin' : 'member';
  if (cells.admin) return TRUTHY.has(cells.admin.toLowerCase()) ? 'admin' : 'member';
  return undefined;
}

// The limits of the member form (memberFieldsSchema) and of the members columns: a longer name is a bad row, a longer
// optional value is left out, never a database error that fails the whole import (issue 8).
const MAX_LENGTH_OF = {
  first_name: { field: 'first_name', max: 100 },
  last_name: { field: 'last_name', max: 100 },
  phone: { field: 'phone', max: 40 },
  address: { field: 'address', max: 255 },
  notes: { field: 'notes', max: 2000 },
} as const satisfies Record<keyof RosterFileMessages['fields'], { field: string; max: number }>;
const MAX_LENGTHS = Object.values(MAX_LENGTH_OF);

function tooLongField(values: Partial<Record<(typeof MAX_LENGTHS)[number]['field'], string>>) {
  return MAX_LENGTHS.find(({ field, max }) => (values[field]?.length ?? 0) > max);
}

/**
 * A German spreadsheet often splits the address into street, postcode and town; they are joined the way a German
 * address is written on one line ("Hauptstraße 1, 12345 Berlin").
 */
function addressFromParts(cells: Record<string, string | undefined>): string | undefined {
  const town = [cells.postcode, cells.town].filter(Boolean).join(' ');
  return [cells.street, town].filter(Boolean).join(', ') || undefined;
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
