import Papa from 'papaparse';
import type { FairnessRow } from '@club/shared';
import { CSV_DELIMITERS, type Locale } from '@club/shared/plain';
import { rotaColumns } from './rota-report';

// Issue 18: a module of its own, fetched on the Export click, so the Admin page does not carry papaparse.
/** The report as CSV, in the order shown, with the table's headings in the admin's language (issue 29). */
export function rotaReportCsv(rows: readonly FairnessRow[], locale: Locale = 'en'): string {
  const columns = rotaColumns(locale);
  return Papa.unparse(
    {
      fields: columns.map((column) => column.label),
      data: rows.map((row) => columns.map((column) => row[column.key] ?? '')),
    },
    { delimiter: CSV_DELIMITERS[locale] },
  );
}
