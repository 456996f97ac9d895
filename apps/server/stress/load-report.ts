import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bench/results');

/**
 * Prints what a load run measured and keeps it beside the benchmarks' results (bench/results/, not in git): figures
 * for people to read, never for a test to assert (docs/testing.md).
 */
export async function reportLoad(name: string, result: Result): Promise<void> {
  const figures = {
    requests: result.requests.total,
    'req/s': result.requests.average,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p97.5 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
  };
  const width = Math.max(...Object.keys(figures).map((key) => key.length));
  const lines = Object.entries(figures).map(([key, value]) => `  ${key.padEnd(width)}  ${value}`);
  process.stdout.write(`\nLoad: ${name}\n${lines.join('\n')}\n`);
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await fs.writeFile(file, `${JSON.stringify({ name, ...figures }, null, 2)}\n`);
}
