import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A temporary of another computer (a shared BACKUP_DIR) or of an older version is judged by its age alone. */
export const STALE_TEMPORARY_MS = 15 * 60_000;

// `.club-backup-…json.gz.<host>-<pid>-<random>.tmp`; versions before issue 14 wrote `.club-backup-…json.gz.<random>.tmp`.
const TEMPORARY = /^\.club-backup-.*\.json\.gz\.(?:(.+)-(\d+)-)?[0-9a-f]{12}\.tmp$/;

/** Where a backup is written before it is renamed into place; the name says which process writes it. */
export function temporaryPathFor(folder: string, fileName: string): string {
  return path.join(folder, `.${fileName}.${os.hostname()}-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
}

/**
 * Issue 14: a crash mid-backup leaves its temporary behind, with members' data in it. One whose writer, a process of
 * this computer, is gone is removed at once; any other once it has not been written to for STALE_TEMPORARY_MS, long
 * past any pause of a live backup.
 */
export async function removeStaleTemporaries(folder: string, now = Date.now()): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = TEMPORARY.exec(name);
    if (!match) continue;
    const [, host, pid] = match;
    const file = path.join(folder, name);
    const stale =
      host === os.hostname() && pid !== undefined
        ? !isRunning(Number(pid))
        : await isOlderThan(file, now - STALE_TEMPORARY_MS);
    if (stale) {
      await fs.rm(file, { force: true });
      removed.push(name);
    }
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isOlderThan(file: string, cutoff: number): Promise<boolean> {
  const stat = await fs.stat(file).catch(() => null);
  return stat !== null && stat.mtimeMs < cutoff;
}
