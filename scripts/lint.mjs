// `npm run lint`: ESLint, the import boundaries of .dependency-cruiser.cjs, the circles between the server's module
// folders, and the format check. Each runs even when one before it failed, so one run lists every problem; the lint
// fails when any of them did. The catalog is compiled first: ESLint reads its types, dependency-cruiser its modules.
import { spawnSync } from 'node:child_process';
import compileCatalog from './catalog.mjs';

compileCatalog();

const CHECKS = [
  ['npx', 'eslint', '.'],
  ['npm', 'run', '--silent', 'lint:imports'],
  ['npm', 'run', '--silent', 'lint:module-folders'],
  ['npm', 'run', '--silent', 'format:check'],
];

const failed = CHECKS.filter(([command, ...args]) => spawnSync(command, args, { stdio: 'inherit' }).status !== 0);
if (failed.length > 0) {
  console.error(`Lint failed: ${failed.map((check) => check.join(' ')).join(', ')}`);
  process.exit(1);
}
