import type PgBoss from 'pg-boss';

/**
 * Issue 28: `boss.work` that looks for the next job at once after one it found. pg-boss 10 waits a whole polling
 * interval after every look for work, whether or not it found any, so an e-mail sender sent at most one e-mail a
 * second: the fan-out bench's 50 clubs × 8 reminders took two servers 59 s, 1,000 clubs would have taken some twenty
 * minutes. pg-boss's own `notifyWorker` skips the wait; an empty queue is still looked at once an interval.
 */
export async function workOn<D>(
  boss: PgBoss,
  queue: string,
  options: PgBoss.WorkOptions,
  handler: (jobs: PgBoss.JobWithMetadata<D>[]) => Promise<void>,
): Promise<string> {
  let workerId = '';
  workerId = await boss.work<D>(queue, { ...options, includeMetadata: true }, async (jobs) => {
    try {
      await handler(jobs);
    } finally {
      if (jobs.length > 0) boss.notifyWorker(workerId);
    }
  });
  return workerId;
}
