import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/free-port.js';

// Issue 17 item 18 (decision 033): what the operator sees of the built server (apps/server/dist/main.js, as npm start
// runs it) in a terminal, under a pseudo-terminal from util-linux's `script`, and through a pipe as a container or
// systemd reads it. No mail server is set, so the banner carries the first sign-in link of a production install.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ESCAPE = '\u001b';
const ANSI_CODES = new RegExp(`${ESCAPE}\\[[0-9;]*m`, 'g');

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

let work: string;
let env: NodeJS.ProcessEnv;
let baseUrl: string;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'club-terminal-'));
  await fs.chmod(work, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  baseUrl = `http://127.0.0.1:${port}`;
  env = {
    PATH: process.env.PATH,
    SHELL: '/bin/sh',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: path.join(work, 'data'),
    EMBEDDED_PG_PORT: String(pgPort),
    SESSION_SECRET: 'e2e-session-secret-0123456789-0123456789',
    MAIN_ADMIN_EMAIL: 'terminal-admin@example.org',
  };
});

afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

function start(command: string, args: string[], extraEnv: NodeJS.ProcessEnv): Run {
  const chunks: string[] = [];
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => chunks.push(String(chunk)));
  child.stderr.on('data', (chunk) => chunks.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => chunks.join(''), exited };
}

async function waitForOutput(run: Run, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!pattern.test(run.output())) {
    if (run.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The server never printed ${pattern}:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Two requests, one of them with a token the log must never show. */
async function makeRequests(): Promise<void> {
  expect((await fetch(`${baseUrl}/api/health`)).ok).toBe(true);
  await fetch(`${baseUrl}/login?token=never-in-the-log`);
  // The request lines are written once the answers have gone out.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** Every process started under `pid`, however far down (the server, its PostgreSQL and that one's workers). */
function descendantsOf(pid: number): number[] {
  const table = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function jsonLines(output: string): Array<{ level: number; msg?: string; req?: { url: string } }> {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { level: number; msg?: string; req?: { url: string } });
}

describe("the operator's terminal", () => {
  it('a TTY gets readable lines, the sign-in link in a box, no request lines at info, and "Stopped." on Ctrl+C', async () => {
    // A backup that a crash left half-written is removed at start with a warning, which must read as words.
    const backups = path.join(env.DATA_DIR!, 'backups');
    await fs.mkdir(backups, { recursive: true });
    const deadPid = spawnSync('true').pid;
    const stale = `.club-backup-2026-01-01.json.gz.${os.hostname()}-${deadPid}-0123456789ab.tmp`;
    await fs.writeFile(path.join(backups, stale), 'half a backup');

    const run = start('script', ['-qfec', 'stty cols 100 rows 40; exec node apps/server/dist/main.js', '/dev/null'], {
      TERM: 'xterm-256color',
      LOG_LEVEL: 'info',
    });
    await waitForOutput(run, /╰─+╯/);
    await makeRequests();
    // Ctrl+C as typed: the terminal sends SIGINT to its foreground process group.
    run.child.stdin!.write('\u0003');
    expect(await run.exited).toBe(0);

    const raw = run.output();
    expect(raw).toContain(`${ESCAPE}[`);
    const lines = raw.replace(ANSI_CODES, '').replace(/\r/g, '').split('\n');
    expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d\d:\d\d:\d\d {2}Server listening at http:\/\/127\.0\.0\.1:/),
    );
    const warning = lines.find((line) => line.includes('Warning:'));
    expect(warning).toMatch(/^\d\d:\d\d:\d\d {2}Warning: /);
    expect(warning?.slice(10)).toBe(`Warning: Removed unfinished backups left by an earlier run (files: ${stale})`);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}Club manager is running at http:\/\/127\.0\.0\.1:\d+\/$/));

    const top = lines.findIndex((line) => /^ {2}╭─ Sign in ─+╮$/.test(line));
    const bottom = lines.findIndex((line) => /^ {2}╰─+╯$/.test(line));
    expect(top).toBeGreaterThan(0);
    const box = lines.slice(top, bottom + 1);
    expect(new Set(box.map((line) => line.length))).toEqual(new Set([99]));
    expect(box.join('\n')).toMatch(/│ {3}http:\/\/127\.0\.0\.1:\d+\/login\?token=[\w-]{43} +│/);
    const words = box
      .slice(1, -1)
      .map((line) => line.slice(4, -2).trim())
      .join(' ');
    expect(words).toContain('First sign-in as the main administrator (terminal-admin@example.org), valid 15 minutes');

    expect(raw).not.toContain('/api/health');
    expect(raw).not.toContain('never-in-the-log');
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d\d:\d\d:\d\d {2}Stopping \(SIGINT\): finishing requests and background jobs/),
    );
    expect(lines.filter((line) => line.trim() !== '').at(-1)).toMatch(/^\d\d:\d\d:\d\d {2}Stopped\.$/);
    expect(raw).not.toMatch(/Error|\n\s+at /);
    // PostgreSQL was stopped by the server, last, and removed its pid file as a clean shutdown does.
    await expect(fs.access(path.join(env.DATA_DIR!, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  });

  it('a pipe gets JSON lines, the banner among them, no request lines at info, and "Stopped." on SIGTERM', async () => {
    const run = start(process.execPath, ['apps/server/dist/main.js'], { LOG_LEVEL: 'info' });
    await waitForOutput(run, /login\?token=/);
    await makeRequests();
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);

    const entries = jsonLines(run.output());
    expect(entries.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Club manager is running at http:\/\/127\.0\.0\.1:\d+\/$/),
        expect.stringMatching(
          /^No mail server is configured\. First sign-in .* once: http:\/\/127\.0\.0\.1:\d+\/login\?token=/,
        ),
        'Stopping (SIGTERM): finishing requests and background jobs, then closing the database',
      ]),
    );
    expect(entries.filter((entry) => entry.req)).toEqual([]);
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.at(-1)).toMatchObject({ level: 30, msg: 'Stopped.' });
  });

  it('npm start stops the server and its database within 10 s when only npm gets SIGINT (issue 26)', async () => {
    // As a process manager does: the signal goes to the npm process alone, not to a process group.
    const run = start('npm', ['start'], { LOG_LEVEL: 'info', HOME: process.env.HOME });
    await waitForOutput(run, /for another link stop the server and run: npm run club -- sign-in-link <e-mail>/);
    const family = descendantsOf(run.child.pid!);
    const postmaster = Number(
      (await fs.readFile(path.join(env.DATA_DIR!, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    expect(family).toContain(postmaster);
    expect(family.length).toBeGreaterThanOrEqual(3);

    process.kill(run.child.pid!, 'SIGINT');
    const deadline = Date.now() + 10_000;
    while ([run.child.pid!, ...family].some(isRunning) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([run.child.pid!, ...family].filter(isRunning)).toEqual([]);
    expect(await run.exited).toBe(0);
    const messages = jsonLines(
      run
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .join('\n'),
    ).map((entry) => entry.msg);
    expect(messages.filter((msg) => msg?.startsWith('Stopping'))).toEqual([
      'Stopping (SIGINT): finishing requests and background jobs, then closing the database',
    ]);
    expect(messages.at(-1)).toBe('Stopped.');
    await expect(fs.access(path.join(env.DATA_DIR!, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  });

  it('npm start in a terminal: one Ctrl+C is one stop, in order, however many ways it arrives (issue 26)', async () => {
    const run = start('script', ['-qfec', 'stty cols 60 rows 40; exec npm start', '/dev/null'], {
      TERM: 'xterm-256color',
      LOG_LEVEL: 'info',
      HOME: process.env.HOME,
    });
    await waitForOutput(run, /╰─+╯/);
    const lines = run.output().replace(ANSI_CODES, '').replace(/\r/g, '').split('\n');
    // A command in the banner is never broken over two lines, however narrow the terminal.
    expect(lines.filter((line) => line.includes('npm run club -- sign-in-link <e-mail>'))).toHaveLength(1);
    run.child.stdin!.write('\u0003');
    expect(await run.exited).toBe(0);
    // npm draws its progress line with cursor movements as well as colours.
    const output = run.output().replace(new RegExp(`${ESCAPE}\\[[0-9;]*[A-Za-z]`, 'g'), '');
    expect(output.match(/Stopping \(SIGINT\)/g)).toHaveLength(1);
    expect(output).not.toContain('again: stopping at once');
    // npm may draw its spinner after the server's last line; the server's own lines end with "Stopped.".
    const serverLines = output
      .replace(/\r/g, '')
      .split('\n')
      .filter((line) => /^\d\d:\d\d:\d\d {2}/.test(line));
    expect(serverLines.at(-1)).toMatch(/ {2}Stopped\.$/);
  });

  it('LOG_LEVEL=debug shows each request as one line, its token redacted, and SIGINT stops cleanly', async () => {
    const run = start(process.execPath, ['apps/server/dist/main.js'], { LOG_LEVEL: 'debug' });
    await waitForOutput(run, /login\?token=/);
    await makeRequests();
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);

    const entries = jsonLines(run.output());
    const requests = entries.filter((entry) => entry.req);
    expect(requests).toEqual([
      expect.objectContaining({
        level: 20,
        msg: 'request completed',
        req: expect.objectContaining({ url: '/api/health' }),
      }),
      expect.objectContaining({
        level: 20,
        req: expect.objectContaining({ url: `/login?token=${encodeURIComponent('[redacted]')}` }),
      }),
    ]);
    expect(run.output()).not.toContain('never-in-the-log');
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.at(-1)).toMatchObject({ level: 30, msg: 'Stopped.' });
  });
});
