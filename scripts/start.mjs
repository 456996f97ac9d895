// `npm start`: builds what is missing or out of date (turbo's cache makes a second start quick), then serves the
// built web app and the API on one port as a production server (docs/decisions/020-…): no development shortcuts, so
// it is as safe behind a reverse proxy as any production install. What production requires and a single computer
// does not have yet is filled in: loopback only, PUBLIC_URL on localhost, a session secret kept in DATA_DIR.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

// The server has a process group of its own, so every signal it gets comes from here, once (decision 047): a process
// manager signals npm alone, npm passes SIGINT and SIGTERM on to this process only, and a terminal's Ctrl+C or a
// closed window reaches this process and npm, never the server.
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: serverEnvironment(process.env),
  detached: true,
});
forwardStopSignals(server);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/**
 * Passes SIGINT, SIGTERM and SIGHUP on to the server, which stops in order on the first and at once on a second. One
 * Ctrl+C arrives here twice (from the terminal, and from npm passing it on), within milliseconds: a signal repeated
 * that quickly is the same one.
 */
function forwardStopSignals(child) {
  const SAME_SIGNAL_MS = 500;
  let last = { signal: '', at: 0 };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      const now = Date.now();
      if (last.signal === signal && now - last.at < SAME_SIGNAL_MS) return;
      last = { signal, at: now };
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
}

/** The environment as given, with the defaults of a one-computer production install for what it leaves out. */
function serverEnvironment(given) {
  const result = { NODE_ENV: 'production', HOST: '127.0.0.1', ...given };
  if (result.NODE_ENV !== 'production') return result;
  result.PUBLIC_URL ||= `http://localhost:${result.PORT || 8000}${(result.BASE_PATH || '').replace(/\/+$/, '')}`;
  result.SESSION_SECRET ||= keptSessionSecret(path.resolve(result.DATA_DIR || './data'));
  return result;
}

/** The secret the server keeps in DATA_DIR outside production (lib/session-secret.ts), made here when missing. */
function keptSessionSecret(dataDir) {
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
