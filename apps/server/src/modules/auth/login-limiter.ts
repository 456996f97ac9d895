import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { LOGIN_LINK_LIMIT_WINDOW_SECONDS, MESSAGES } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { signInLinkSends, signInRequests } from '../../db/schema/index.js';
import type { LoginLimiter } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';

const WINDOW = sql.raw(`interval '${LOGIN_LINK_LIMIT_WINDOW_SECONDS} seconds'`);

/** The address as the roster compares it (users.service.ts sameEmail), hashed: the table keeps no typed address. */
const addressKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * Sign-in link requests per IP address (so nobody can probe the roster; LOGIN_LINKS_PER_IP, answered 429) and links
 * sent per e-mail address (so nobody can flood a member's inbox). Issue 14, decision 021: the per-address limit never
 * refuses: a request beyond it gets the usual answer and no mail, and only sends count, so asking again never makes
 * the wait longer than until the oldest of the last sends is more than 15 minutes old (LOGIN_LINKS_PER_ADDRESS, 5).
 * Issue 28, decision 086: both are counted in PostgreSQL for the whole deployment, in the caller's own transaction,
 * each in one statement whose row lock orders concurrent requests, so every server shares one count. The clock is
 * the database's (one moment per statement), unless a test gives its own.
 */
export function createLoginLimiter(limits: { perIp: number; perAddress: number }, now?: () => number): LoginLimiter {
  const clock = () => (now ? sql`${new Date(now()).toISOString()}::timestamptz` : sql`statement_timestamp()`);

  async function consumeIp(db: DbExecutor, ip: string): Promise<void> {
    const time = clock();
    // A window that has ended starts again; a request in it counts, refused or not, as rate-limiter-flexible's did.
    const [row] = await db.execute<{ requests: number; wait_ms: number }>(sql`
      insert into ${signInRequests} as r (ip, window_ends_at, requests) values (${ip}, ${time} + ${WINDOW}, 1)
      on conflict (ip) do update set
        requests = case when r.window_ends_at <= ${time} then 1 else least(r.requests, ${limits.perIp}) + 1 end,
        window_ends_at = case when r.window_ends_at <= ${time} then ${time} + ${WINDOW} else r.window_ends_at end
      returning requests, (extract(epoch from window_ends_at - ${time}) * 1000)::float8 as wait_ms`);
    if (!row || row.requests <= limits.perIp) return;
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLinkRequests, {
      retryAfterSeconds: Math.max(1, Math.ceil(row.wait_ms / 1000)),
    });
  }

  async function mayReceive(db: DbExecutor, email: string): Promise<boolean> {
    const time = clock();
    // The sends of the last 15 minutes, a send exactly 15 minutes old included; the update happens only with room.
    const recent = sql`array(select t from unnest(s.sent_at) t where t >= ${time} - ${WINDOW} order by t)`;
    const admitted = await db.execute(sql`
      insert into ${signInLinkSends} as s (address_hash, sent_at, expires_at)
      values (${addressKey(email)}, array[${time}], ${time} + ${WINDOW})
      on conflict (address_hash) do update set sent_at = ${recent} || ${time}, expires_at = ${time} + ${WINDOW}
        where cardinality(${recent}) < ${limits.perAddress}
      returning 1`);
    return admitted.length > 0;
  }

  return {
    async admit(db, email, ip) {
      await consumeIp(db, ip);
      return mayReceive(db, email);
    },
    async purge(db) {
      const time = new Date(now ? now() : Date.now());
      const requests = await db.delete(signInRequests).where(lt(signInRequests.window_ends_at, time)).returning();
      const sends = await db.delete(signInLinkSends).where(lt(signInLinkSends.expires_at, time)).returning();
      return { signInRequests: requests.length, signInLinkSends: sends.length };
    },
  };
}
