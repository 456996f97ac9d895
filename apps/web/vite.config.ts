import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { compression } from 'vite-plugin-compression2';
import { chunkNames, measureRouteUsage, type RouteLayout, USAGE_PASS } from './build/route-chunks.js';
import { localeBuild, localeBuildOf, localeFileName } from './build/locale-build.js';
import type { Locale } from '../../packages/shared/src/paraglide/runtime.js';
import { ROUTE_PRELOADS_FILE, routePreloads } from './build/route-preloads.js';
import {
  APP_FILE,
  DEPLOYMENT_APP_FILE,
  LANDING_PAGE_FILE,
  needsSession,
  PLAIN_PAGE_FILES,
  PRELOAD_FILES,
  SECTION_FILES,
  SHELL_FILE,
  SHELL_PAGE_FILES,
} from './src/app/route-files.js';

/**
 * Issue 27: where the kilobytes go, a treemap to open and the same figures for the benchmarks to read, under .vite/,
 * which the server does not serve. Only when CLUB_BUNDLE_STATS=1 (npm run bench sets it): sizing every module takes
 * seconds. Not for the measuring pass, which writes nothing.
 */
function bundleStats(locale: Locale): PluginOption[] {
  if (process.env.CLUB_BUNDLE_STATS !== '1' || process.env[USAGE_PASS]) return [];
  // Each language's build sizes its own entry chunks; named apart, the German pass keeps the English figures the bench
  // reads beside the English manifest.
  const file = (name: string) => `dist/.vite/${localeFileName(name, locale)}`;
  return [
    visualizer({ filename: file('treemap.html'), template: 'treemap', gzipSize: true, brotliSize: true }),
    visualizer({ filename: file('bundle-stats.json'), template: 'raw-data', gzipSize: true }),
  ] as PluginOption[];
}

/** Floating UI and Mantine's Popover over it (decision 042, issue 27); Portal and FocusTrap go with every Modal too. */
const FLOATING_MODULES = /node_modules\/(@floating-ui\/|@mantine\/core\/esm\/(components\/Popover|utils\/Floating)\/)/;

// SPEC §9: the development server runs on port 5181 with the API on port 8000; preview runs on port 4173.
const apiProxy = { '/api': 'http://localhost:8000' };

const ROUTE_LAYOUT: RouteLayout = {
  app: APP_FILE,
  shell: SHELL_FILE,
  shellPages: SHELL_PAGE_FILES,
  landingPage: LANDING_PAGE_FILE,
  plainPages: PLAIN_PAGE_FILES,
  sections: SECTION_FILES,
  apart: [DEPLOYMENT_APP_FILE],
};

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  // Building takes two passes: one with Rolldown's own chunking to learn which page needs which module, then this one.
  const names =
    command === 'build' && !process.env[USAGE_PASS]
      ? chunkNames(await measureRouteUsage(import.meta.filename, import.meta.dirname, ROUTE_LAYOUT), ROUTE_LAYOUT, {
          sharedByAtLeast: 4,
        })
      : null;
  const locale = localeBuildOf(mode);
  const forLocale = command === 'build' ? localeBuild(locale) : undefined;
  return {
    // Relative asset URLs: the server rewrites <base href="/"> to {BASE_PATH}/ at serve time, so one build
    // works under any base path (SPEC §2).
    base: './',
    define: forLocale?.define,
    plugins: [
      react(),
      routePreloads(PRELOAD_FILES, needsSession, localeFileName(ROUTE_PRELOADS_FILE, locale)),
      ...(forLocale?.plugins ?? []),
      // Issue 18: a brotli and a gzip copy beside every text asset, which the server sends by Accept-Encoding.
      // index.html is left out (the server rewrites its <base> and compresses the result itself), and so is .vite/,
      // which only the server and the benchmarks read from disk.
      compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/, /\.vite\//], logLevel: 'silent' }),
      ...bundleStats(locale),
    ],
    server: { port: 5181, strictPort: true, proxy: apiProxy },
    preview: { port: 4173, strictPort: true, proxy: apiProxy },
    // The manifest (dist/.vite/manifest.json) lets the benchmarks find the chunks of what a page fetches later.
    build: {
      outDir: 'dist',
      emptyOutDir: forLocale?.emptyOutDir ?? true,
      manifest: localeFileName('.vite/manifest.json', locale),
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Issue 18: what the first page needs comes as one chunk rather than twenty small ones; on a phone's network
            // each request costs a round trip. The signed-in pages' modules are grouped by what build/route-chunks.ts
            // measured in a first, unwritten build (decision 042). The route preloads fetch them all at once.
            groups: [
              { name: 'entry', tags: ['$initial'], priority: 2 },
              ...(names
                ? [
                    // Issue 27: the positioning engine under every Popover, Select, Menu and Tooltip is one file,
                    // wherever it is needed: on a page's first paint (a form's Select) or with what a click fetches
                    // later (a menu, a tooltip). Left to Rolldown, its users' differing sets split it into ten.
                    { name: 'floating', test: FLOATING_MODULES, priority: 1, includeDependenciesRecursively: false },
                    { name: (id: string) => names.get(id) ?? null, includeDependenciesRecursively: false },
                  ]
                : []),
            ],
          },
        },
      },
    },
  };
});
