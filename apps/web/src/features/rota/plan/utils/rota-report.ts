import type { FairnessRow } from '@club/shared';
import { formatDanceDate } from './schedule-dates';

export type RotaColumn = { key: keyof FairnessRow; label: string; numeric: boolean };

/** Issue 19 part 6: the report's columns, in the words of the table and of the CSV header. */
export const ROTA_COLUMNS: RotaColumn[] = [
  { key: 'name', label: 'Member', numeric: false },
  { key: 'duty_count', label: 'Nights on record', numeric: true },
  { key: 'current_served', label: 'Served this schedule', numeric: true },
  { key: 'current_assigned', label: 'On current schedule', numeric: true },
  { key: 'next_assigned', label: 'On next schedule', numeric: true },
  { key: 'served_last_12_months', label: 'Served last 12 months', numeric: true },
  { key: 'last_served', label: 'Last served', numeric: false },
  { key: 'swaps_given', label: 'Swaps given', numeric: true },
  { key: 'swaps_taken', label: 'Swaps taken', numeric: true },
  { key: 'self_signups', label: 'Self-signups', numeric: true },
  { key: 'declines', label: 'Declines', numeric: true },
  { key: 'unavailable_nights', label: "Nights can't serve", numeric: true },
];

/** What the table's cell (or a phone's card) shows for a column: the date spelled out, 'Never' for no night yet. */
export function rotaCellText(row: FairnessRow, { key }: RotaColumn): string | number {
  if (key !== 'last_served') return row[key];
  return row.last_served ? formatDanceDate(row.last_served) : 'Never';
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
