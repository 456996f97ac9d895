import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { firstFolderClosedToOthers, SHARED_BASE } from './embedded-runtime.js';

/** Where the embedded database's files are; `closedFolder` is set when that is outside DATA_DIR, and says why. */
export type DatabaseLocation = { directory: string; closedFolder?: string };

/** Left in DATA_DIR when the database lives elsewhere, so whoever looks there for it finds where it went. */
export const LOCATION_NOTE = 'DATABASE-LOCATION.txt';

/**
 * ARCHITECTURE.md "Embedded Postgres as root": PostgreSQL runs as the `postgres` user, which must enter every folder
 * on the way to its data. As root with DATA_DIR inside a private folder (a clone under /root), the data lives under
 * SHARED_BASE instead, in a folder named for DATA_DIR, and a note in DATA_DIR says so.
 */
export async function chooseDatabaseLocation(
  dataDir: string,
  options: { asRoot: boolean; sharedBase?: string },
): Promise<DatabaseLocation> {
  await fs.mkdir(dataDir, { recursive: true });
  const requested = path.join(dataDir, 'postgres');
  const note = path.join(dataDir, LOCATION_NOTE);
  // DATA_DIR and the folders above it; `postgres` inside belongs to the postgres user once made.
  const closedFolder = options.asRoot ? firstFolderClosedToOthers(dataDir) : undefined;
  if (closedFolder === undefined) {
    await fs.rm(note, { force: true });
    return { directory: requested };
  }
  const directory = await sharedDirectoryFor(dataDir, options.sharedBase ?? SHARED_BASE);
  const location = { directory, closedFolder };
  await fs.writeFile(note, locationNote(location));
  return location;
}

/**
 * The same DATA_DIR always gets the same folder: it is named for the real absolute path, so `./data`, its absolute
 * path and a symbolic link to it agree. Versions before issue 14 named it for the path as written; a folder they made
 * under that name is kept.
 */
export async function sharedDirectoryFor(dataDir: string, sharedBase: string): Promise<string> {
  const folderFor = (dir: string) =>
    path.join(
      sharedBase,
      createHash('sha256').update(path.join(dir, 'postgres')).digest('hex').slice(0, 12),
      'postgres',
    );
  const current = folderFor(await fs.realpath(dataDir));
  const earlier = folderFor(path.resolve(dataDir));
  return !existsSync(current) && existsSync(earlier) ? earlier : current;
}

/** One sentence for the start banner: where the database lives and, when it is not in DATA_DIR, why. */
export function describeDatabaseLocation(location: DatabaseLocation | undefined): string {
  if (!location) return 'The database is the PostgreSQL server that DATABASE_URL names.';
  if (!location.closedFolder) return `The database lives in ${location.directory}.`;
  return (
    `The database lives in ${location.directory}, not in DATA_DIR: PostgreSQL never runs as root, and the postgres ` +
    `user cannot enter ${location.closedFolder} (${LOCATION_NOTE} in DATA_DIR says more).`
  );
}

function locationNote(location: DatabaseLocation): string {
  return `The club database is not in this folder. It lives in

  ${location.directory}

Why: the server runs as root, and PostgreSQL never runs as root. It runs as the "postgres" user instead, which
cannot enter ${location.closedFolder}, so its files are kept where that user can reach them. The same DATA_DIR
always maps to that folder; the password the server uses for it is in ${location.directory}.password.

Backups work as usual: npm run club -- backup writes them to BACKUP_DIR (this folder's backups/ by default), and
npm run club -- restore fills that folder. Copy both folders when you move the server.

To keep the database here instead, choose a DATA_DIR the postgres user can enter (every folder on its path open to
others, e.g. DATA_DIR=/srv/club-data with /srv mode 0755): back up, restore the backup with the new DATA_DIR, then
start the server with it (README, Backups).
`;
}
