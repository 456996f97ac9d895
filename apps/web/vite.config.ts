import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// SPEC §9: the development server runs on port 5181 with the API on port 8000; preview runs on port 4173.
const apiProxy = { '/api': 'http://localhost:8000' };

export default defineConfig({
  // Relative asset URLs: the server rewrites <base href="/"> to {BASE_PATH}/ at serve time, so one build
  // works under any base path (SPEC §2).
  base: './',
  plugins: [
    react(),
    // Issue 18: a brotli and a gzip copy beside every text asset, which the server sends by Accept-Encoding.
    // index.html is left out (the server rewrites its <base> and compresses the result itself), and so is the
    // manifest, which only the benchmarks read.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/, /manifest\.json$/], logLevel: 'silent' }),
  ],
  server: { port: 5181, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  // The manifest (dist/.vite/manifest.json) lets the benchmarks find the chunks each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});
