// `npm run club -- <command>`: builds the server when it is missing or out of date, then runs its command line. The
// build goes through turbo so the catalog it imports is compiled first (issue 29); its output is shown only when it
// fails, so a command's own output is all a volunteer reads.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@club/server', '--output-logs=errors-only'], {
  env,
  encoding: 'utf8',
});
if (build.status !== 0) {
  process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
  process.exit(build.status ?? 1);
}
const cli = spawnSync(process.execPath, ['apps/server/dist/cli.js', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(cli.status ?? 1);
