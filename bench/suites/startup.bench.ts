// Start-up time to ready with the embedded database (cold: a new data folder, so initdb and migrations; warm: the
// same folder again) and the idle server's memory, against a bare Fastify hello-world process.
import fs from 'node:fs/promises';
import { makeWorkDir } from '../lib/database.js';
import { SETTINGS } from '../lib/env.js';
import { rssOf, treeRss } from '../lib/measure.js';
import { type ServerProcess, startBuiltServer, startHelloFastify } from '../lib/server-process.js';
import { fmt, type SuiteResult, type Table } from '../lib/report.js';

type Sample = { readyMs: number; rss: number; treeRss: number };

/** Waits the idle period, then reads the memory of the process and of everything it started. */
async function idleSample(server: ServerProcess): Promise<Sample> {
  await new Promise((resolve) => setTimeout(resolve, SETTINGS.idleSeconds * 1000));
  return { readyMs: server.readyMs, rss: rssOf(server.pid), treeRss: treeRss(server.pid) };
}

async function sampleOf(start: () => Promise<ServerProcess>, expectInitdb?: boolean): Promise<Sample> {
  const server = await start();
  try {
    // Cold must have created the database and warm must not have: otherwise the row would be mislabelled.
    const created = server.output.join('').includes('Creating the embedded database');
    if (expectInitdb !== undefined && created !== expectInitdb)
      throw new Error(`Expected initdb ${expectInitdb}, got ${created}`);
    return await idleSample(server);
  } finally {
    await server.stop();
  }
}

export async function runStartupBench(): Promise<SuiteResult> {
  const work = await makeWorkDir('startup');
  try {
    console.log('  cold start (new data folder)…');
    const cold = await sampleOf(() => startBuiltServer(work), true);
    console.log('  warm start (same data folder)…');
    const warm = await sampleOf(() => startBuiltServer(work), false);
    console.log('  baseline: bare Fastify…');
    await sampleOf(startHelloFastify); // The first start reads Fastify from disk; the second is the one compared.
    const bare = await sampleOf(startHelloFastify);

    const table: Table = {
      title: 'Start-up to ready (GET /api/health answers 200) and idle memory',
      columns: ['what', 'project', 'baseline', '÷ baseline'],
      rows: [
        [
          'cold start, new data folder (initdb + migrations)',
          fmt.s(cold.readyMs),
          fmt.s(bare.readyMs),
          fmt.ratio(cold.readyMs, bare.readyMs),
        ],
        [
          'warm start, same data folder',
          fmt.s(warm.readyMs),
          fmt.s(bare.readyMs),
          fmt.ratio(warm.readyMs, bare.readyMs),
        ],
        [
          `idle RSS of the server process, ${SETTINGS.idleSeconds} s after ready (warm)`,
          fmt.mb(warm.rss),
          fmt.mb(bare.rss),
          fmt.ratio(warm.rss, bare.rss),
        ],
        [
          `idle RSS with its PostgreSQL processes (sum)`,
          fmt.mb(warm.treeRss),
          fmt.mb(bare.treeRss),
          fmt.ratio(warm.treeRss, bare.treeRss),
        ],
      ],
      notes: [
        'Project: `node apps/server/dist/main.js`, NODE_ENV=production, embedded PostgreSQL, pg-boss on; timed from spawn.',
        'Baseline: `node bench/fixtures/hello-fastify.mjs`, a bare Fastify process with one /api/health route (second start, files cached).',
        "The PostgreSQL sum adds each process's RSS, so shared buffers count more than once: an upper bound.",
      ],
    };
    return { suite: 'startup', tables: [table], raw: { cold, warm, bare } };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
