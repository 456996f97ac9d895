import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the page for one route should have the browser fetch at once, besides the entry and its imports; a route that
 * needs a session gets them only when the request carries one (a signed-out visit goes to the sign-in page).
 */
export type RoutePreload = { js: string[]; css: string[]; needsSession: boolean };
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};
type OutputItem = OutputChunk | { type: 'asset'; fileName: string };

/**
 * Issue 18: writes .vite/route-preloads.json, for each route the chunks (with their static imports) and style sheets
 * of its lazy modules. The server names them in the page it sends for that route, so the browser fetches them with
 * the entry rather than after it has run.
 */
export function routePreloads(
  routeFiles: Partial<Record<string, readonly string[]>>,
  needsSession: (route: string) => boolean,
  fileName = ROUTE_PRELOADS_FILE,
): Plugin {
  let root = '';
  return {
    name: 'club:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle as Record<string, OutputItem>).filter(
        (item): item is OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (chunk: OutputChunk, into: Set<OutputChunk>) => {
        if (into.has(chunk)) return;
        into.add(chunk);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) closure(next, into);
        }
      };
      const loadedByEntry = new Set<OutputChunk>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, loadedByEntry);

      const preloads: Record<string, RoutePreload> = {};
      for (const [route, files] of Object.entries(routeFiles)) {
        const needed = new Set<OutputChunk>();
        for (const file of files ?? []) {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(path.resolve(root, file)));
          if (!chunk) this.error(`route-preloads: no chunk for ${file} (route ${route})`);
          closure(chunk, needed);
        }
        const own = [...needed].filter((chunk) => !loadedByEntry.has(chunk));
        preloads[route] = {
          js: own.map((chunk) => chunk.fileName),
          css: [...new Set(own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))],
          needsSession: needsSession(route),
        };
      }
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
