// The compiled catalog (packages/shared/src/paraglide, issue 29) is generated, not committed: everything that reads it
// makes it first. Vitest's global setup and `npm run lint` call this; build and typecheck get it from turbo.json.
// Turbo replays it from its cache when no message changed.
import { spawnSync } from 'node:child_process';

export default function compileCatalog() {
  const result = spawnSync('npx', ['turbo', 'run', 'catalog', '--output-logs=errors-only'], {
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('The catalog did not compile: npx turbo run catalog');
}
