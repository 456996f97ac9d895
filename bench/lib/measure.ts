import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type autocannon from 'autocannon';
import { ROOT, SETTINGS } from './env.js';
import type { LoadOrder } from './load-client.js';

export type LoopResult = { name: string; runs: number; perSecond: number; p50: number; p95: number; max: number };

/** Runs a task one call after another (after a short warm-up) and reports calls per second and latency percentiles. */
export async function measureLoop(name: string, runs: number, task: (i: number) => Promise<void>): Promise<LoopResult> {
  for (let i = 0; i < Math.min(20, runs); i += 1) await task(i);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await task(i);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, runs, perSecond: (runs / total) * 1000, p50: at(0.5), p95: at(0.95), max: times.at(-1)! };
}

export async function timeOnce(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type LoadResult = {
  url: string;
  /** 2xx answers per second over the whole run: a refusal (429, 401) is no member served, so it never counts. */
  requestsPerSecond: number;
  /** Latency over every answer; with no non-2xx answers (the column beside it), over the 2xx ones. */
  p50: number;
  p99: number;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
};

/** One connection's headers, or one set per connection (connection i sends the i-th, round the list). */
export type LoadHeaders = Record<string, string> | Record<string, string>[];

/**
 * autocannon in its own process, so the load generator does not share the event loop (or the core) of the server it
 * measures. A short warm-up run first lets the JIT and the connection pools settle; only the second run counts.
 */
export async function loadTest(url: string, headers: LoadHeaders = {}): Promise<LoadResult> {
  const perConnection = Array.isArray(headers) ? headers : [headers];
  await runAutocannon(url, perConnection, SETTINGS.warmupSeconds);
  await drain(url, perConnection[0] ?? {});
  const result = await runAutocannon(url, perConnection, SETTINGS.durationSeconds);
  await drain(url, perConnection[0] ?? {});
  const total = result.requests.total;
  const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  return {
    url,
    requestsPerSecond: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerResponse: total > 0 ? result.throughput.total / total : 0,
  };
}

/**
 * When autocannon stops it closes its sockets, but the server still finishes the requests it had accepted. One more
 * request, queued behind them, answers once that backlog is done, so the next run starts on an idle server.
 */
async function drain(url: string, headers: Record<string, string>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await (await fetch(url, { headers })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 500));
}

function runAutocannon(url: string, headers: Record<string, string>[], seconds: number): Promise<autocannon.Result> {
  const order: LoadOrder = { url, connections: SETTINGS.connections, seconds, headers };
  const args = ['--import', 'tsx', path.join(ROOT, 'bench/lib/load-client.ts')];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1);
      if (code !== 0 || !line) return reject(new Error(`autocannon failed (${code}): ${stderr}`));
      resolve(JSON.parse(line) as autocannon.Result);
    });
    child.stdin.end(JSON.stringify(order));
  });
}

/** Resident memory of one process in bytes (VmRSS in /proc/<pid>/status). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** A process and every process it started (the embedded PostgreSQL's postmaster and its backends). */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces; the parent id is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift()!;
    tree.push(next);
    queue.push(...(parents.get(next) ?? []));
  }
  return tree;
}

/** Sum of RSS over a process tree. Shared pages (Postgres shared buffers) count once per process, so it overstates. */
export function treeRss(pid: number): number {
  return processTree(pid).reduce((sum, each) => {
    try {
      return sum + rssOf(each);
    } catch {
      return sum;
    }
  }, 0);
}
