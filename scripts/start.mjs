// `npm start`: builds what is missing or out of date (turbo's cache makes a second start quick), then serves the
// built web app and the API on one port.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit', env: process.env });
// Ctrl+C reaches the whole process group, so the server hears SIGINT itself; SIGTERM may be sent to this process alone.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
