// `npm test`: every suite — shared and web unit tests, server integration tests against a real Postgres, and the
// e2e specs in Chromium against the built app. Installs Debian's chromium first when it is missing and it can.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(`${CHROMIUM} is missing and cannot be installed here. Install Debian's chromium package, e.g.:\n  sudo apt-get install chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium for the end-to-end tests (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { env });
}

ensureChromium();
run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
