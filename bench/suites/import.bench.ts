// CSV import of a 5,000-row spreadsheet through the project's importer, against COPY of the same rows.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { SYSTEM } from '../../apps/server/src/lib/context.js';
import { importMembers } from '../../apps/server/src/modules/users/import/import-members.service.js';
import { type BenchDatabase, buildBenchApp, seedMembers } from '../lib/database.js';
import { SETTINGS } from '../lib/env.js';
import { median, timeOnce } from '../lib/measure.js';
import { fmt, type SuiteResult, type Table } from '../lib/report.js';

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The spreadsheet a club exports (SPEC columns), and the same members as the table's own columns. */
function makeRows(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const mailbox = i % 10 === 0 ? `couple${i}` : `import${i}`;
    const month = (i % 12) + 1;
    const day = (i % 28) + 1;
    return {
      first_name: `Person${i}`,
      last_name: `Importer${i % 900}`,
      email: `${mailbox}@example.org`,
      phone: `(408) 555-${String(i % 10000).padStart(4, '0')}`,
      address: `${i} Main St, San Jose, CA`,
      birthday: `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`,
      spreadsheetBirthday: `${month}/${day}`,
      loa: i % 50 === 0 ? 'X' : '',
      title: i % 70 === 0 ? 'Booster' : '',
    };
  });
}

export async function runImportBench(database: BenchDatabase): Promise<SuiteResult> {
  const app = await buildBenchApp(database.pg.url, database.work);
  const sql = postgres(database.pg.url, { max: 1, onnotice: () => {} });
  try {
    const rows = makeRows(SETTINGS.importRows);
    const spreadsheet =
      "Name,E-mail,Phone,Address,B'day,LOA,Title\r\n" +
      rows
        .map((r) =>
          [`${r.last_name}, ${r.first_name}`, r.email, r.phone, r.address, r.spreadsheetBirthday, r.loa, r.title].map(csvField).join(','),
        )
        .join('\r\n');
    const copyText = rows.map((r) => [r.first_name, r.last_name, r.email, r.phone, r.address, r.birthday].map(csvField).join(',')).join('\n') + '\n';
    // No background jobs: the import alone is measured, not the geocoding it would queue.
    const importContext = { db: app.db, config: app.config, caller: SYSTEM, jobs: null };

    const first: number[] = [];
    const second: number[] = [];
    const copy: number[] = [];
    let outcome = { imported: 0, skipped: 0 };
    for (let round = 0; round < SETTINGS.importRepeats; round += 1) {
      await seedMembers(app.db, 1);
      first.push(await timeOnce(async () => (outcome = await importMembers(importContext, { name: 'bench.csv', content: spreadsheet }))));
      if (outcome.imported !== SETTINGS.importRows) throw new Error(`The import added ${outcome.imported} members`);
      second.push(await timeOnce(() => importMembers(importContext, { name: 'bench.csv', content: spreadsheet })));

      await seedMembers(app.db, 1);
      copy.push(
        await timeOnce(async () => {
          const writable = await sql`copy members (first_name, last_name, email, phone, address, birthday) from stdin with (format csv)`.writable();
          await pipeline(Readable.from([copyText]), writable);
        }),
      );
      const [{ count }] = (await sql`select count(*)::int as count from members`) as unknown as [{ count: number }];
      if (count !== SETTINGS.importRows + 1) throw new Error(`COPY left ${count} members`);
    }
    await seedMembers(app.db, 1);

    const base = median(copy);
    const table: Table = {
      title: `CSV import, ${fmt.int(SETTINGS.importRows)} rows (median of ${SETTINGS.importRepeats})`,
      columns: ['what', 'time', 'rows/s', '÷ COPY'],
      rows: [
        ['`importMembers`, into an empty roster', fmt.ms(median(first)), fmt.int((SETTINGS.importRows / median(first)) * 1000), fmt.ratio(median(first), base)],
        ['`importMembers`, the same file again (nothing changes)', fmt.ms(median(second)), fmt.int((SETTINGS.importRows / median(second)) * 1000), fmt.ratio(median(second), base)],
        ['baseline: `COPY members … FROM STDIN` of the same rows', fmt.ms(base), fmt.int((SETTINGS.importRows / base) * 1000), '1.00×'],
      ],
      notes: [
        'The importer parses the spreadsheet, checks every row, matches couples and existing members, and writes in a transaction.',
        'Baseline: postgres.js `copy members (first_name, last_name, email, phone, address, birthday) from stdin` of the ' +
          'same members as CSV, into the same emptied table (indexes and constraints in place).',
      ],
    };
    return { suite: 'import', tables: [table], raw: { firstMs: first, secondMs: second, copyMs: copy, outcome } };
  } finally {
    await sql.end({ timeout: 5 });
    await app.close();
  }
}
