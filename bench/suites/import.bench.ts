// CSV import through the project's importer, against COPY of the same rows: 5,000 rows without partners, and 10,000
// rows in which every member names a partner (5,000 links), issue 18.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { runInClub, SYSTEM } from '../../apps/server/src/lib/context.js';
import { importMembers } from '../../apps/server/src/modules/users/import/import-members.service.js';
import { type BenchDatabase, buildBenchApp, seedMembers } from '../lib/database.js';
import { SETTINGS } from '../lib/env.js';
import { median, timeOnce } from '../lib/measure.js';
import { fmt, type SuiteResult, type Table } from '../lib/report.js';

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

type Scenario = { rows: number; couples: boolean };

/** The spreadsheet a club exports (SPEC columns), and the same members as the table's own columns. */
function makeRows({ rows: count, couples }: Scenario) {
  return Array.from({ length: count }, (_, i) => {
    const mailbox = i % 10 === 0 ? `couple${i}` : `import${i}`;
    const month = (i % 12) + 1;
    const day = (i % 28) + 1;
    // In the couples file rows 2k and 2k+1 name each other, as the club's spreadsheet does.
    const partner = couples ? i ^ 1 : undefined;
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
      partner: partner === undefined ? '' : `Person${partner} Importer${partner % 900}`,
    };
  });
}

type Measured = { scenario: Scenario; first: number[]; second: number[]; copy: number[] };

async function measure(
  app: Awaited<ReturnType<typeof buildBenchApp>>,
  sql: postgres.Sql,
  scenario: Scenario,
): Promise<Measured> {
  const rows = makeRows(scenario);
  const spreadsheet =
    "Name,E-mail,Phone,Address,B'day,LOA,Title,Partner\r\n" +
    rows
      .map((r) =>
        [
          `${r.last_name}, ${r.first_name}`,
          r.email,
          r.phone,
          r.address,
          r.spreadsheetBirthday,
          r.loa,
          r.title,
          r.partner,
        ]
          .map(csvField)
          .join(','),
      )
      .join('\r\n');
  const copyText =
    rows
      .map((r) => [r.first_name, r.last_name, r.email, r.phone, r.address, r.birthday].map(csvField).join(','))
      .join('\n') + '\n';
  // No background jobs: the import alone is measured, not the geocoding it would queue.
  const importOnce = () =>
    runInClub(app.contextDeps, { club: app.club, caller: SYSTEM, log: app.log }, (ctx) =>
      importMembers(ctx, { name: 'bench.csv', content: spreadsheet }),
    );
  const expectedLinks = scenario.couples ? scenario.rows : 0;

  const measured: Measured = { scenario, first: [], second: [], copy: [] };
  for (let round = 0; round < SETTINGS.importRepeats; round += 1) {
    await seedMembers(app.db, 1);
    let imported = 0;
    measured.first.push(await timeOnce(async () => ({ imported } = await importOnce())));
    if (imported !== scenario.rows) throw new Error(`The import added ${imported} members`);
    const [{ linked }] =
      (await sql`select count(*)::int as linked from members where partner_id is not null`) as unknown as [
        { linked: number },
      ];
    if (linked !== expectedLinks) throw new Error(`The import linked ${linked} members, not ${expectedLinks}`);
    measured.second.push(await timeOnce(importOnce));

    await seedMembers(app.db, 1);
    measured.copy.push(
      await timeOnce(async () => {
        const writable =
          await sql`copy members (first_name, last_name, email, phone, address, birthday) from stdin with (format csv)`.writable();
        await pipeline(Readable.from([copyText]), writable);
      }),
    );
    const [{ count }] = (await sql`select count(*)::int as count from members`) as unknown as [{ count: number }];
    if (count !== scenario.rows + 1) throw new Error(`COPY left ${count} members`);
  }
  await seedMembers(app.db, 1);
  return measured;
}

function table({ scenario, first, second, copy }: Measured): Table {
  const base = median(copy);
  const rate = (ms: number) => fmt.int((scenario.rows / ms) * 1000);
  const what = scenario.couples
    ? `${fmt.int(scenario.rows)} rows, ${fmt.int(scenario.rows / 2)} partner links`
    : `${fmt.int(scenario.rows)} rows, no partners`;
  return {
    title: `CSV import, ${what} (median of ${SETTINGS.importRepeats})`,
    columns: ['what', 'time', 'rows/s', '÷ COPY'],
    rows: [
      [
        '`importMembers`, into an empty roster',
        fmt.ms(median(first)),
        rate(median(first)),
        fmt.ratio(median(first), base),
      ],
      [
        '`importMembers`, the same file again (nothing changes)',
        fmt.ms(median(second)),
        rate(median(second)),
        fmt.ratio(median(second), base),
      ],
      ['baseline: `COPY members … FROM STDIN` of the same rows', fmt.ms(base), rate(base), '1.00×'],
    ],
    notes: [
      'The importer parses the spreadsheet, checks every row, matches couples and existing members, plans the writes and ' +
        'applies them in one transaction (issue 18: set-based, a bounded number of statements).',
      'Baseline: postgres.js `copy members (first_name, last_name, email, phone, address, birthday) from stdin` of the ' +
        'same members as CSV, into the same emptied table (indexes and constraints in place' +
        (scenario.couples ? '; COPY sets no partner links, the importer resolves and mirrors them).' : ').'),
    ],
  };
}

export async function runImportBench(database: BenchDatabase): Promise<SuiteResult> {
  const app = await buildBenchApp(database.pg.url, database.work);
  const sql = postgres(database.pg.url, { max: 1, onnotice: () => {} });
  try {
    const scenarios: Scenario[] = [
      { rows: SETTINGS.importRows, couples: false },
      { rows: SETTINGS.importRowsWithPartners, couples: true },
    ];
    const measured: Measured[] = [];
    for (const scenario of scenarios) measured.push(await measure(app, sql, scenario));
    return {
      suite: 'import',
      tables: measured.map(table),
      raw: measured.map(({ scenario, first, second, copy }) => ({
        ...scenario,
        firstMs: first,
        secondMs: second,
        copyMs: copy,
      })),
    };
  } finally {
    await sql.end({ timeout: 5 });
    await app.close();
  }
}
