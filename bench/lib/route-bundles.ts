// What each route of the built web app makes the browser fetch, read from Vite's manifest (issue 18), and the floor
// any React app pays: React and ReactDOM as Vite minifies them for an empty app built in the same run.
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type PluginOption } from 'vite';
import { localeFileName } from '../../apps/web/build/locale-build.js';
import { ROUTE_FILES } from '../../apps/web/src/app/route-files.js';
import { baseLocale as BASE_LOCALE, type Locale } from '../../packages/shared/src/paraglide/runtime.js';
import { RESULTS_DIR, ROOT } from './env.js';

export const WEB_DIST = path.join(ROOT, 'apps', 'web', 'dist');

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Bytes of a set of files: as stored, gzip -9 and brotli 11 (what the build's .gz and .br copies hold). */
export type Sizes = { files: number; raw: number; gzip: number; brotli: number };

function sizesOf(files: string[]): Sizes {
  const sizes: Sizes = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const content = readFileSync(file);
    sizes.raw += content.length;
    sizes.gzip += gzipSync(content, { level: 9 }).length;
    sizes.brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return sizes;
}

/** The chunks a manifest key pulls in through static imports, itself included (import() calls are chunks of their own). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Issue 18 names these four routes; every other route of the app is measured too, as none may exceed 250 kB. */
const NAMED_ROUTES = ['/login', '/dashboard', '/members', '/next-schedule'];
export const MEASURED_ROUTES = [
  ...NAMED_ROUTES,
  ...Object.keys(ROUTE_FILES).filter((route) => route !== '/' && !NAMED_ROUTES.includes(route)),
];

export type RouteBundle = { route: string; chunks: string[]; js: Sizes; css: Sizes };

/** A file the build for `locale` wrote (issue 29 point 8: one build per language, decision 092). */
const buildFile = (dist: string, fileName: string, locale: Locale) =>
  path.join(dist, '.vite', localeFileName(fileName, locale));

const readManifest = (dist: string, locale: Locale) =>
  JSON.parse(readFileSync(buildFile(dist, 'manifest.json', locale), 'utf8')) as Manifest;

function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry');
  return entry;
}

type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

/**
 * The files a route loads before it draws: the entry with its static imports (from the manifest) and the route's own
 * chunks and style sheets, as the build listed them for the server to preload (.vite/route-preloads.json).
 */
function routeFiles(dist: string, route: string, locale: Locale): { js: string[]; css: string[] } {
  const manifest = readManifest(dist, locale);
  const preloads = JSON.parse(readFileSync(buildFile(dist, 'route-preloads.json', locale), 'utf8')) as RoutePreloads;
  const own = preloads[route];
  if (!own) throw new Error(`${route} is not in route-preloads.json`);
  const entry = [...staticClosure(manifest, entryKey(manifest))].map((key) => manifest[key]!);
  return {
    js: [...new Set([...entry.map((chunk) => chunk.file), ...own.js])],
    css: [...new Set([...entry.flatMap((chunk) => chunk.css ?? []), ...own.css])],
  };
}

/** Each measured route's files and sizes in the build for `locale`. */
export function routeBundles(locale: Locale = BASE_LOCALE, dist = WEB_DIST): RouteBundle[] {
  return MEASURED_ROUTES.map((route) => {
    const { js, css } = routeFiles(dist, route, locale);
    return {
      route,
      chunks: js,
      js: sizesOf(js.map((file) => path.join(dist, file))),
      css: sizesOf(css.map((file) => path.join(dist, file))),
    };
  });
}

/** What an action fetches beyond the route it runs on (the PDF maker on /members, the map on /map), for the record. */
export function extraChunks(modules: string | string[], route: string, dist = WEB_DIST): Sizes {
  const manifest = readManifest(dist, BASE_LOCALE);
  const loaded = new Set(routeFiles(dist, route, BASE_LOCALE).js);
  const closure = new Set<string>();
  for (const module of [modules].flat()) staticClosure(manifest, module, closure);
  const extra = [...closure].map((key) => manifest[key]!.file).filter((file) => !loaded.has(file));
  return sizesOf(extra.map((file) => path.join(dist, file)));
}

/** Builds `createRoot(…).render(<p>…</p>)` with Vite and the project's React, and measures its JavaScript. */
export async function emptyReactApp(): Promise<Sizes & { react: string }> {
  // Inside the repository (bench/results is git-ignored) so that `react` resolves to the project's copy.
  const dir = path.join(RESULTS_DIR, '.empty-react-app');
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(path.join(dir, 'src'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Empty</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  await fs.writeFile(
    path.join(dir, 'src', 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<p>Empty React app</p>);\n",
  );
  // The web app's own React plugin (installed under apps/web), so both builds transform JSX alike.
  const webRequire = createRequire(path.join(ROOT, 'apps', 'web', 'package.json'));
  const { default: react } = (await import(pathToFileURL(webRequire.resolve('@vitejs/plugin-react')).href)) as {
    default: () => PluginOption;
  };
  try {
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: 'dist', emptyOutDir: true },
    });
    const assets = path.join(dir, 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const version = (
      JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'react', 'package.json'), 'utf8')) as { version: string }
    ).version;
    return { ...sizesOf(scripts.map((file) => path.join(assets, file))), react: version };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
