import Papa from 'papaparse';
import { CSV_DELIMITERS, type Locale, type Member, membersCsvColumns, membersCsvValues } from '@club/shared';
import { todayIn } from '../../lib/calendar.js';

// OWASP CSV injection: a spreadsheet runs a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r\n]/;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const fullName = (first: string | null, last: string | null) => (first && last ? `${first} ${last}` : '');

/** A stored birthday (04/12, or 04-12 as older rows have it) as the admin's language writes it: 04/12, or 12.04. in German (issue 29). */
const BIRTHDAY_WRITTEN: Record<Locale, (month: string, day: string) => string> = {
  en: (month, day) => `${month}/${day}`,
  de: (month, day) => `${day}.${month}.`,
};

/**
 * RFC 4180 CSV (CRLF, quotes where needed) with a BOM so spreadsheet programs read accents correctly. The header, the
 * birthdays, the statuses and the roles are in the admin's language; the import reads both languages, so an export
 * imports back unchanged.
 */
export function membersToCsv(list: Member[], locale: Locale = 'en'): string {
  const values = membersCsvValues(locale);
  const birthday = (value: string) => {
    const [month = '', day = ''] = value.split(/[-/]/);
    return BIRTHDAY_WRITTEN[locale](month, day);
  };
  const rows = list.map((member) =>
    [
      member.first_name,
      member.last_name,
      member.email,
      member.phone ?? '',
      member.address ?? '',
      member.birthday ? birthday(member.birthday) : '',
      values.status[member.status],
      values.role[member.role],
      fullName(member.partner_first_name, member.partner_last_name),
      fullName(member.friend_first_name, member.friend_last_name),
      member.notes ?? '',
    ].map(neutralizeFormula),
  );
  return `\uFEFF${Papa.unparse({ fields: membersCsvColumns(locale), data: rows }, { newline: '\r\n', quotes: false, delimiter: CSV_DELIMITERS[locale] })}\r\n`;
}

/** members-export-YYYY-MM-DD.csv, dated by the club's day (issue 17: as the PDF roster is), not by UTC's. */
export function exportFileName(timeZone: string, now = new Date()): string {
  return `members-export-${todayIn(timeZone, now)}.csv`;
}
