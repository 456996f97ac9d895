// Bundles the server into dist/main.js. Workspace code (@club/shared) is bundled in; npm packages stay external.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@club/shared': '../../packages/shared/src/index.ts' },
  logLevel: 'warning',
});
