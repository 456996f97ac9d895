import Papa from 'papaparse';
import type { FairnessRow } from '@club/shared';
import { CSV_DELIMITERS, type Locale, rotaReportHeadings } from '@club/shared/plain';
import { ROTA_COLUMNS, type RotaColumn } from './rota-report';

// Issue 18: a module of its own, fetched on the Export click, so the Admin page does not carry papaparse.
/** The report as CSV, in the order shown, with the table's headings in the admin's language (issue 29). */
export function rotaReportCsv(rows: readonly FairnessRow[], locale: Locale = 'en'): string {
  const headings: Partial<Record<RotaColumn['key'], string>> = rotaReportHeadings(locale);
  return Papa.unparse(
    {
      fields: ROTA_COLUMNS.map((column) => headings[column.key] ?? column.label),
      data: rows.map((row) => ROTA_COLUMNS.map((column) => row[column.key] ?? '')),
    },
    { delimiter: CSV_DELIMITERS[locale] },
  );
}
