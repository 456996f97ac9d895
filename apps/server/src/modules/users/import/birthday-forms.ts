import { BIRTHDAY_PATTERN } from '@club/shared';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

// Issue 29: a German club writes the months in German ("12. März", "3. Okt."); no three letters begin different
// months in the two languages, so one list of both is read without knowing the file's language.
const GERMAN_MONTHS = [
  'januar',
  'februar',
  'märz',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'dezember',
];

/** "Apr", "April", "Sept.", "Mrz" as a month number: at least three letters that begin the month's name. */
function monthNumber(name: string): number | null {
  const word = name.toLowerCase().replace(/\.$/, '');
  if (word === 'mrz') return 3;
  const starts = (months: string[]) => months.findIndex((month) => month.startsWith(word));
  const index = word.length >= 3 ? Math.max(starts(MONTHS), starts(GERMAN_MONTHS)) : -1;
  return index === -1 ? null : index + 1;
}

// API.md Import: the ways the club's spreadsheets write a month and day.
// Each pattern has two groups, which always take part in a match: `read` gets them as strings.
const BIRTHDAY_FORMS: { pattern: RegExp; read: (first: string, second: string) => [number | null, string] }[] = [
  { pattern: /^(\d{1,2})[/-](\d{1,2})$/, read: (month, day) => [Number(month), day] }, // 4/12, 04/12, 04-12
  { pattern: /^(\d{1,2})(\d{2})$/, read: (month, day) => [Number(month), day] }, // 412, 0412
  { pattern: /^([a-z]+\.?)\s*(\d{1,2})(?:st|nd|rd|th)?$/i, read: (month, day) => [monthNumber(month), day] }, // April 12, Apr 12
  { pattern: /^(\d{1,2})(?:st|nd|rd|th)?\s*([a-z]+\.?)$/i, read: (day, month) => [monthNumber(month), day] }, // 12 Apr, 12th April
  // Issue 29: German dates are day first, with dots, the year often written too (a birth date): it is not kept.
  { pattern: /^(\d{1,2})\.(\d{1,2})\.?(?:\d{2}|\d{4})?$/, read: (day, month) => [Number(month), day] }, // 12.04., 1.4.1951
  { pattern: /^(\d{1,2})\.\s*([a-zäöü]+\.?)(?:\s*\d{4})?$/i, read: (day, month) => [monthNumber(month), day] }, // 12. April, 3. Okt. 1951
];

/** API.md Import: a month and day in any form of BIRTHDAY_FORMS as MM/DD, or null. */
export function normalizeBirthday(value: string): string | null {
  for (const { pattern, read } of BIRTHDAY_FORMS) {
    const [, first, second] = pattern.exec(value.trim()) ?? [];
    if (first === undefined || second === undefined) continue;
    const [month, day] = read(first, second);
    if (month === null) return null;
    const formatted = `${String(month).padStart(2, '0')}/${day.padStart(2, '0')}`;
    return BIRTHDAY_PATTERN.test(formatted) ? formatted : null;
  }
  return null;
}
