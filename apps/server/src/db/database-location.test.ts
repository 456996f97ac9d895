import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseDatabaseLocation,
  describeDatabaseLocation,
  LOCATION_NOTE,
  sharedDirectoryFor,
} from './database-location.js';

let work: string;
let sharedBase: string;
beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'club-location-'));
  await fs.chmod(work, 0o755);
  sharedBase = path.join(work, 'shared');
});
afterAll(() => fs.rm(work, { recursive: true, force: true }));

/** A DATA_DIR inside a folder only its owner can enter, as a clone under /root is. */
async function privateDataDir(name: string): Promise<{ dataDir: string; closed: string }> {
  const closed = path.join(work, `${name}-home`);
  const dataDir = path.join(closed, 'club', 'data');
  await fs.mkdir(dataDir, { recursive: true });
  await fs.chmod(closed, 0o700);
  return { dataDir, closed };
}

describe('the folder of the embedded database when the postgres user cannot enter DATA_DIR (issue 14)', () => {
  it('is the same for the same DATA_DIR however it is written, and another for another DATA_DIR', async () => {
    const { dataDir } = await privateDataDir('same');
    const link = path.join(work, 'link-to-data');
    await fs.symlink(dataDir, link);
    const folder = await sharedDirectoryFor(dataDir, sharedBase);
    expect(folder).toMatch(new RegExp(`^${sharedBase}/[0-9a-f]{12}/postgres$`));
    expect(await sharedDirectoryFor(`${dataDir}/`, sharedBase)).toBe(folder);
    expect(await sharedDirectoryFor(path.join(dataDir, '..', 'data'), sharedBase)).toBe(folder);
    expect(await sharedDirectoryFor(link, sharedBase)).toBe(folder);
    const cwd = process.cwd();
    process.chdir(path.dirname(dataDir));
    try {
      expect(await sharedDirectoryFor('data', sharedBase)).toBe(folder);
    } finally {
      process.chdir(cwd);
    }
    const other = await privateDataDir('other');
    expect(await sharedDirectoryFor(other.dataDir, sharedBase)).not.toBe(folder);
  });

  it('keeps using a folder an earlier version made for the path as written', async () => {
    const { dataDir } = await privateDataDir('earlier');
    const link = path.join(work, 'earlier-link');
    await fs.symlink(dataDir, link);
    const shared = path.join(work, 'earlier-shared');
    // Before issue 14 the name came from the path as given, link and all.
    const earlierFolder = path.join(
      shared,
      createHash('sha256').update(path.join(link, 'postgres')).digest('hex').slice(0, 12),
      'postgres',
    );
    await fs.mkdir(earlierFolder, { recursive: true });
    expect(await sharedDirectoryFor(link, shared)).toBe(earlierFolder);
  });

  it('leaves a note in DATA_DIR saying where and why, and the banner line says it in words', async () => {
    const { dataDir, closed } = await privateDataDir('note');
    const location = await chooseDatabaseLocation(dataDir, { asRoot: true, sharedBase });
    expect(location).toEqual({ directory: await sharedDirectoryFor(dataDir, sharedBase), closedFolder: closed });
    const note = await fs.readFile(path.join(dataDir, LOCATION_NOTE), 'utf8');
    expect(note).toContain(`It lives in\n\n  ${location.directory}\n`);
    expect(note).toContain(`cannot enter ${closed}`);
    expect(note).toContain('npm run club -- backup');
    expect(note).toContain('choose a DATA_DIR the postgres user can enter');
    expect(describeDatabaseLocation(location)).toBe(
      `The database lives in ${location.directory}, not in DATA_DIR: PostgreSQL never runs as root, and the postgres user ` +
        `cannot enter ${closed} (${LOCATION_NOTE} in DATA_DIR says more).`,
    );
    // The same DATA_DIR at the next start: the same folder.
    expect(await chooseDatabaseLocation(dataDir, { asRoot: true, sharedBase })).toEqual(location);

    // Opened to others, DATA_DIR holds the database itself, and the note goes.
    await fs.chmod(closed, 0o755);
    const inside = await chooseDatabaseLocation(dataDir, { asRoot: true, sharedBase });
    expect(inside).toEqual({ directory: path.join(dataDir, 'postgres') });
    expect(existsSync(path.join(dataDir, LOCATION_NOTE))).toBe(false);
    expect(describeDatabaseLocation(inside)).toBe(`The database lives in ${path.join(dataDir, 'postgres')}.`);
  });

  it('is DATA_DIR itself when the server does not run as root, private folder or not', async () => {
    const { dataDir } = await privateDataDir('not-root');
    expect(await chooseDatabaseLocation(dataDir, { asRoot: false, sharedBase })).toEqual({
      directory: path.join(dataDir, 'postgres'),
    });
    expect(existsSync(path.join(dataDir, LOCATION_NOTE))).toBe(false);
    expect(describeDatabaseLocation(undefined)).toBe('The database is the PostgreSQL server that DATABASE_URL names.');
  });
});
