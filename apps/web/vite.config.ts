import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { routePreloads } from './build/route-preloads.js';
import { needsSession, ROUTE_FILES } from './src/app/route-files.js';

// Issue 18: React Router's package names only its development build (the same code with its warnings switched on);
// the built app takes the production build beside it.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// SPEC §9: the development server runs on port 5181 with the API on port 8000; preview runs on port 4173.
const apiProxy = { '/api': 'http://localhost:8000' };

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // Relative asset URLs: the server rewrites <base href="/"> to {BASE_PATH}/ at serve time, so one build
  // works under any base path (SPEC §2).
  base: './',
  plugins: [
    react(),
    routePreloads(ROUTE_FILES, needsSession),
    // Issue 18: a brotli and a gzip copy beside every text asset, which the server sends by Accept-Encoding.
    // index.html is left out (the server rewrites its <base> and compresses the result itself), and so is .vite/,
    // which only the server and the benchmarks read from disk.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/, /\.vite\//], logLevel: 'silent' }),
  ],
  server: { port: 5181, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  // The manifest (dist/.vite/manifest.json) lets the benchmarks find the chunks each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Issue 18: what the first page needs comes as one chunk rather than twenty small ones; on a phone's network
          // each request costs a round trip. Lazy pages keep Rolldown's own grouping by the pages sharing a module:
          // merging its small groups (entriesAwareMergeThreshold) saved requests but could move a big library into
          // the sign-in page's chunks after an unrelated change elsewhere. The route preloads fetch them all at once.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
}));
