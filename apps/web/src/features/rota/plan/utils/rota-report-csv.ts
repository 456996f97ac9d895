import Papa from 'papaparse';
import type { FairnessRow } from '@club/shared';
import { ROTA_COLUMNS } from './rota-report';

// Issue 18: a module of its own, fetched on the Export click, so the Admin page does not carry papaparse.
/** The report as CSV, in the order shown, with the table's headings. */
export function rotaReportCsv(rows: readonly FairnessRow[]): string {
  return Papa.unparse({
    fields: ROTA_COLUMNS.map((column) => column.label),
    data: rows.map((row) => ROTA_COLUMNS.map((column) => row[column.key] ?? '')),
  });
}
