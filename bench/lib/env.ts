import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
export const CHROMIUM = '/usr/bin/chromium';

/** BENCH_QUICK=1: short load runs and single repetitions, for working on the benchmarks themselves. */
export const QUICK = process.env.BENCH_QUICK === '1';

export const SETTINGS = {
  /** Issue 8: 50 connections for 20 s against each list route and its baseline. */
  connections: 50,
  durationSeconds: QUICK ? 3 : 20,
  warmupSeconds: QUICK ? 1 : 3,
  listMembers: 1000,
  importRows: 5000,
  importRowsWithPartners: 10_000,
  importRepeats: QUICK ? 1 : 3,
  idleSeconds: 5,
};

export const SESSION_SECRET = 'bench-secret-Q7w9-e2R4-t6Y8-u1I3-o5P7-a9S2';

/** The machine the figures were taken on, printed with every run and stored in every result file. */
export function machine() {
  const cpuModel =
    readFileSync('/proc/cpuinfo', 'utf8')
      .match(/model name\s*:\s*(.+)/)?.[1]
      ?.trim() ??
    os.cpus()[0]?.model ??
    'unknown';
  return {
    cores: os.cpus().length,
    cpuModel,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    chromium: existsSync(CHROMIUM) ? chromiumVersion() : null,
    quick: QUICK,
  };
}

function chromiumVersion(): string | null {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim() || null;
}

/** Builds the server bundle and the web app as `npm start` does (turbo's cache makes it quick when nothing changed). */
export function buildProject(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: ROOT,
    stdio: 'inherit',
    // The web build then writes its treemap and module sizes (issue 27), which the web suite reads.
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CLUB_BUNDLE_STATS: '1' },
  });
  if (build.status !== 0) throw new Error('npx turbo run build failed');
}

export const quiet = { info: () => {}, warn: () => {}, debug: () => {} };
