import type { FastifyBaseLogger } from 'fastify';

/** E-mails a service sends after its transaction commits and its answer is on the way. */
const pending = new Set<Promise<void>>();

/**
 * Runs `work` without holding up the answer. A failure is logged, never thrown at nobody; a closing server (or a test
 * emptying the tables) waits for what is still running with `settleAfterAnswer`.
 */
export function afterAnswer(log: Pick<FastifyBaseLogger, 'error'>, what: string, work: Promise<unknown>): void {
  const tracked = work.then(
    () => undefined,
    (error: unknown) => log.error({ err: error }, `${what} failed`),
  );
  pending.add(tracked);
  void tracked.finally(() => pending.delete(tracked));
}

/** Waits for that work, and for what it started in turn (a sign-in link's e-mail once its unit of work commits). */
export async function settleAfterAnswer(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
