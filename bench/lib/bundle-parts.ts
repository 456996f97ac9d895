// Issue 27: where each route's kilobytes go, read from the module sizes the web build writes when CLUB_BUNDLE_STATS=1
// (rollup-plugin-visualizer's raw data, beside its treemap in apps/web/dist/.vite/).
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { RESULTS_DIR } from './env.js';
import { type RouteBundle, WEB_DIST } from './route-bundles.js';

const STATS_FILE = path.join(WEB_DIST, '.vite', 'bundle-stats.json');
const TREEMAP_FILE = path.join(WEB_DIST, '.vite', 'treemap.html');

type BundleStats = {
  nodeParts: Record<string, { renderedLength: number; gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
};

/** A route's script by the package (or the part of the app) it comes from, largest first, in kB of gzip. */
export type RouteParts = { route: string; parts: { name: string; gzip: number }[] };

/** What a module belongs to: its npm package, @club/shared, or a top folder of the web app's own code. */
export function partOf(moduleId: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  if (inPackage) return inPackage[1] ?? moduleId;
  if (moduleId.includes('/packages/shared/')) return '@club/shared';
  // The plugin names the web app's own modules from its root (/src/…).
  const inApp = /^(?:.*\/apps\/web)?\/src\/([^/]+)/.exec(moduleId);
  if (inApp) return `app: ${inApp[1]}`;
  return 'bundler runtime';
}

/**
 * Each route's files split by part. The plugin gzips every module on its own, which overstates a chunk compressed
 * whole, so each chunk's parts are scaled to the chunk's real gzip size; the parts of a route add up to its figure.
 */
export function routeParts(bundles: RouteBundle[]): RouteParts[] | null {
  if (!existsSync(STATS_FILE)) return null;
  const stats = JSON.parse(readFileSync(STATS_FILE, 'utf8')) as BundleStats;
  const byFile = new Map<string, Map<string, number>>();
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [file, partUid] of Object.entries(meta.moduleParts)) {
      const part = stats.nodeParts[partUid];
      if (!part) continue;
      const parts = byFile.get(file) ?? new Map<string, number>();
      parts.set(partOf(meta.id), (parts.get(partOf(meta.id)) ?? 0) + part.gzipLength);
      byFile.set(file, parts);
    }
  }
  return bundles.map(({ route, chunks }) => {
    const totals = new Map<string, number>();
    for (const file of chunks) {
      const parts = byFile.get(file);
      if (!parts) continue;
      const measured = [...parts.values()].reduce((sum, size) => sum + size, 0);
      const scale =
        measured > 0 ? gzipSync(readFileSync(path.join(WEB_DIST, file)), { level: 9 }).length / measured : 0;
      for (const [name, size] of parts) totals.set(name, (totals.get(name) ?? 0) + size * scale);
    }
    const parts = [...totals].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip);
    return { route, parts };
  });
}

/** Copies the build's treemap into bench/results beside the run's tables; null when the build wrote none. */
export async function keepTreemap(stamp: string): Promise<string | null> {
  if (!existsSync(TREEMAP_FILE)) return null;
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const target = path.join(RESULTS_DIR, `treemap-${stamp}.html`);
  await fs.copyFile(TREEMAP_FILE, target);
  return target;
}
