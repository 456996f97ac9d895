// `npm test`: every suite — shared and web unit tests, server integration tests against a real Postgres, and the
// e2e specs in Chromium against the built app. Installs Debian's chromium and poppler-utils first when they are
// missing and it can.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Debian packages the e2e suite drives: Chromium, and poppler's pdftotext to read the PDF roster back.
const NEEDED = [
  { path: CHROMIUM, packages: ['chromium', 'fonts-dejavu-core'] },
  { path: '/usr/bin/pdftotext', packages: ['poppler-utils'] },
];

function ensureTools() {
  const missing = NEEDED.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    const names = missing.flatMap((tool) => tool.packages).join(' ');
    console.error(
      `${missing.map((tool) => tool.path).join(' and ')} missing and cannot be installed here. Install them first:\n  sudo apt-get install ${names}`,
    );
    process.exit(1);
  }
  const packages = missing.flatMap((tool) => tool.packages);
  console.log(`Installing what the end-to-end tests need (apt-get install ${packages.join(' ')})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

ensureTools();
run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
