import type { FairnessRow } from '@club/shared';
import { catalog, type Locale, rotaReportHeadings } from '@club/shared/plain';
import { formatDanceDate } from './schedule-dates';

export type RotaColumn = { key: keyof FairnessRow; label: string; numeric: boolean };

type RotaHeadings = ReturnType<typeof rotaReportHeadings>;
const COLUMNS: { key: keyof RotaHeadings & keyof FairnessRow; numeric: boolean }[] = [
  { key: 'name', numeric: false },
  { key: 'duty_count', numeric: true },
  { key: 'current_served', numeric: true },
  { key: 'current_assigned', numeric: true },
  { key: 'next_assigned', numeric: true },
  { key: 'served_last_12_months', numeric: true },
  { key: 'last_served', numeric: false },
  { key: 'swaps_given', numeric: true },
  { key: 'swaps_taken', numeric: true },
  { key: 'self_signups', numeric: true },
  { key: 'declines', numeric: true },
  { key: 'unavailable_nights', numeric: true },
];

/**
 * Issue 19 part 6: the report's columns, in the words of the table and of the CSV header; issue 29: in the admin's
 * language (decision 091), from the same messages the file's header uses, so the table and the file agree.
 */
export function rotaColumns(locale: Locale): RotaColumn[] {
  const headings = rotaReportHeadings(locale);
  return COLUMNS.map((column) => ({ ...column, label: headings[column.key] }));
}

/** What the table's cell (or a phone's card) shows for a column: the date spelled out, 'Never' for no night yet. */
export function rotaCellText(row: FairnessRow, { key }: RotaColumn, locale: Locale): string | number {
  if (key !== 'last_served') return row[key];
  return row.last_served ? formatDanceDate(row.last_served, locale) : catalog.files_b_rota_never({}, { locale });
}

export type RotaSort = { key: keyof FairnessRow; descending: boolean };

/** Sorted by one column; ties (and empty "last served") fall back to the name, so the order never jumps. */
export function sortRotaRows(rows: readonly FairnessRow[], sort: RotaSort): FairnessRow[] {
  const direction = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [a[sort.key], b[sort.key]];
    if (x === y) return a.name.localeCompare(b.name);
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order * direction || a.name.localeCompare(b.name);
  });
}

/** Named by the club's date, like the members export: rota-report-2027-01-10.csv. */
export const rotaReportFileName = (clubToday: string) => `rota-report-${clubToday}.csv`;
