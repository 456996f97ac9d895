import fs from 'node:fs/promises';
import path from 'node:path';
import { machine, RESULTS_DIR } from './env.js';

/** One markdown table: the project's figure, its baseline and the ratio, with notes saying what the baseline is. */
export type Table = { title: string; columns: string[]; rows: string[][]; notes?: string[] };

export type SuiteResult = { suite: string; tables: Table[]; raw: unknown };

export function renderTable(table: Table): string {
  const align = table.columns.map((_, i) => (i === 0 ? '---' : '---:'));
  const lines = [
    `### ${table.title}`,
    '',
    `| ${table.columns.join(' | ')} |`,
    `|${align.join('|')}|`,
    ...table.rows.map((row) => `| ${row.join(' | ')} |`),
  ];
  if (table.notes?.length) lines.push('', ...table.notes.map((note) => `- ${note}`));
  return lines.join('\n');
}

export function printSuite(result: SuiteResult): void {
  for (const table of result.tables) console.log(`\n${renderTable(table)}`);
}

/** bench/results/<suite>-<timestamp>.json (git-ignored): the tables as printed plus the raw measurements. */
export async function writeSuite(result: SuiteResult, startedAt: Date): Promise<string> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `${result.suite}-${stamp}.json`);
  const body = {
    suite: result.suite,
    takenAt: startedAt.toISOString(),
    machine: machine(),
    tables: result.tables,
    raw: result.raw,
  };
  await fs.writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}

// Formatting helpers, so every table writes numbers the same way.
export const fmt = {
  int: (value: number) => Math.round(value).toLocaleString('en-US'),
  ms: (value: number, digits = 0) => `${value.toFixed(digits)} ms`,
  s: (valueMs: number) => `${(valueMs / 1000).toFixed(2)} s`,
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`,
  mb: (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`,
  /** project ÷ baseline, e.g. "3.2×". */
  ratio: (project: number, baseline: number) =>
    baseline > 0 && Number.isFinite(project) ? `${(project / baseline).toFixed(2)}×` : '—',
};
