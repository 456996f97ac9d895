import { MEMBER_MESSAGES } from '@club/shared';
import type { Transaction } from '../../db/client.js';
import { type Caller, userOf } from '../../lib/context.js';
import type { Club } from '../../db/club-database.js';
import { AppError } from '../../lib/errors.js';
import { oneAtATime } from '../../lib/one-at-a-time.js';

/** Whole-roster reads of one member that may wait while their first one runs; more are answered 429. */
export const ROSTER_READS_WAITING = 2;
const RETRY_AFTER_SECONDS = 5;
const turns = oneAtATime({ waiting: ROSTER_READS_WAITING });

/**
 * Issue 26: a whole-roster read holds a database connection while it runs (the stream, a cursor); ten at once from
 * one member of a 20,000-member club took every connection of the pool, and /api/health waited with them. So each
 * member's whole-roster reads run one at a time, whichever of their sessions or API tokens they come through, and
 * whichever server they reach (decision 086). The turn lasts until the read's unit of work ends, so a stream keeps
 * it until it is written or its reader hangs up. The server's own work (jobs, the command line) is not counted.
 */
export async function takeRosterTurn(ctx: { db: Transaction; club: Club; caller: Caller }): Promise<void> {
  const user = userOf(ctx.caller);
  if (!user) return;
  if (!(await turns.take(ctx.db, `roster:${ctx.club.id}:${user.id}`))) {
    throw new AppError('TOO_MANY_REQUESTS', MEMBER_MESSAGES.rosterBusy, { retryAfterSeconds: RETRY_AFTER_SECONDS });
  }
}
