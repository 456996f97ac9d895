// Bundles the server into dist/main.js and the operator commands into dist/cli.js. Workspace code (@club/shared)
// is bundled in; npm packages stay external.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@club/shared/phone-numbers': '../../packages/shared/src/utils/phone-numbers.ts',
    '@club/shared': '../../packages/shared/src/index.ts',
  },
  logLevel: 'warning',
});
