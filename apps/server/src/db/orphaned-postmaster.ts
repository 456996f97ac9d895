import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

type Logger = { warn: (msg: string) => void };

const STOP_LIMIT_MS = 30_000;

/**
 * Makes the data folder free to start on. postmaster.pid names the PostgreSQL that last ran on it:
 * - gone (a crash of the whole computer), or its number reused by another program: the file is removed;
 * - alive, and its parent is still the server (or command) that started it: the folder is in use, and that is said;
 * - alive, but that parent is gone (the server was killed with kill -9): it is stopped as `pg_ctl stop -m fast`
 *   would (SIGINT), so the data is consistent, and the caller starts it afresh on the same folder.
 */
export async function stopOrphanedPostmaster(pgDataDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDataDir, 'postmaster.pid');
  let content: string;
  try {
    content = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostmasterOf(pid, pgDataDir)) {
    log.warn(`Removing a stale postmaster.pid left by a previous run in ${pgDataDir}`);
    await fs.rm(pidFile, { force: true });
    return;
  }
  if (hasLiveStarter(pid)) {
    // The built-in PostgreSQL serves one process at a time: a command run beside a server on it ends up here.
    throw new Error(
      `The embedded database in ${pgDataDir} is already in use by process ${pid} (is the server running?). ` +
        'Stop the server first, or run both on your own PostgreSQL with DATABASE_URL.',
    );
  }
  log.warn(
    `Stopping the PostgreSQL (process ${pid}) that an earlier server left running on ${pgDataDir}, to start it afresh`,
  );
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_LIMIT_MS;
  while (isPostmasterOf(pid, pgDataDir)) {
    if (Date.now() > deadline) {
      throw new Error(
        `The PostgreSQL left running on ${pgDataDir} (process ${pid}) did not stop. Stop it (kill -INT ${pid}), then start again.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await fs.rm(pidFile, { force: true });
}

/** Whether the process runs PostgreSQL on this folder; a number reused by another program since a crash is not. */
function isPostmasterOf(pid: number, pgDataDir: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const args = commandLine(pid);
  // Without /proc (macOS) there is no telling; a live process is taken to be it, as before issue 14.
  if (args === undefined) return true;
  return args.some((arg) => arg.includes('postgres')) && args.includes(pgDataDir);
}

/**
 * Whether the program that started the postmaster still runs it. Killed, its child is handed to init (or another
 * reaper, never a node process); a node process as parent is the server or a command using the folder now.
 */
function hasLiveStarter(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return true;
  }
  // "pid (name) state ppid …": the name may hold spaces and parentheses, so the fields are read after the last ")".
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (!Number.isInteger(parent) || parent <= 1) return false;
  const args = commandLine(parent);
  return args === undefined || path.basename(args[0] ?? '').startsWith('node');
}

function commandLine(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}
