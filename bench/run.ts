// Benchmarks of the project against a baseline measured in the same run (issue 8). Run: npm run bench
// (or `npm run bench -- api import` for some suites; BENCH_QUICK=1 for short runs while working on them).
// Prints one markdown table per measurement and writes bench/results/<suite>-<timestamp>.json. Nothing asserts a time.
import path from 'node:path';
import { startBenchDatabase } from './lib/database.js';
import { buildProject, machine, QUICK, ROOT } from './lib/env.js';
import { printSuite, type SuiteResult, writeSuite } from './lib/report.js';
import { runApiBench } from './suites/api.bench.js';
import { runClubsBench } from './suites/clubs.bench.js';
import { runFanOutBench } from './suites/fan-out.bench.js';
import { runImportBench } from './suites/import.bench.js';
import { runMailBench } from './suites/mail.bench.js';
import { runPagesBench } from './suites/pages.bench.js';
import { runStartupBench } from './suites/startup.bench.js';
import { runWebBench } from './suites/web.bench.js';

const SUITES = ['api', 'import', 'mail', 'clubs', 'fan-out', 'web', 'pages', 'startup'] as const;
type SuiteName = (typeof SUITES)[number];

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !(SUITES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown suite ${unknown.join(', ')}; the suites are ${SUITES.join(', ')}`);
  process.exit(2);
}
const selected: SuiteName[] = requested.length > 0 ? (requested as SuiteName[]) : [...SUITES];

const startedAt = new Date();
const info = machine();
console.log(
  `Club manager benchmarks, ${startedAt.toISOString()}${QUICK ? ' (BENCH_QUICK: short runs, figures are rough)' : ''}\n` +
    `${info.cores} cores (${info.cpuModel}), ${info.memoryGiB} GiB, Node ${info.node}, ${info.chromium ?? 'no Chromium'}, ` +
    `load average ${info.loadAverage.join(' ')}`,
);

// The web, pages and start-up suites use the built app, as `npm start` does; so does the api suite's memory step.
if ((['api', 'web', 'pages', 'startup'] as const).some((suite) => selected.includes(suite))) {
  if (process.env.BENCH_SKIP_BUILD !== '1') console.log('\nBuilding (npx turbo run build)…');
  buildProject();
}

const written: string[] = [];
const report = async (result: SuiteResult) => {
  printSuite(result);
  written.push(await writeSuite(result, startedAt));
};

// The API, import and mail suites share one embedded PostgreSQL; the others start the built server themselves.
if (selected.includes('api') || selected.includes('import') || selected.includes('mail')) {
  const database = await startBenchDatabase();
  try {
    if (selected.includes('api')) {
      console.log('\n## API');
      await report(await runApiBench(database));
    }
    if (selected.includes('import')) {
      console.log('\n## Import');
      await report(await runImportBench(database));
    }
    if (selected.includes('mail')) {
      console.log('\n## Mail');
      await report(await runMailBench(database));
    }
  } finally {
    await database.stop();
  }
}
if (selected.includes('clubs')) {
  console.log('\n## Many clubs');
  await report(await runClubsBench());
}
if (selected.includes('fan-out')) {
  console.log('\n## The hourly fan-out');
  await report(await runFanOutBench());
}
if (selected.includes('web')) {
  console.log('\n## Web');
  await report(await runWebBench(startedAt));
}
if (selected.includes('pages')) {
  console.log('\n## Pages on an old laptop');
  await report(await runPagesBench());
}
if (selected.includes('startup')) {
  console.log('\n## Start-up');
  await report(await runStartupBench());
}

console.log(
  `\nTook ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s. Results: ${written.map((file) => path.relative(ROOT, file)).join(', ')}`,
);
