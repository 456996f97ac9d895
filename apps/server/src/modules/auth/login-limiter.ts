import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { LOGIN_LINK_LIMIT_WINDOW_SECONDS, MESSAGES } from '@club/shared';
import type { LoginLimiter } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';

const WINDOW_MS = LOGIN_LINK_LIMIT_WINDOW_SECONDS * 1000;
// Addresses whose sends have all left the window are forgotten once this many are kept.
const SWEEP_ABOVE = 10_000;

/**
 * Sign-in link requests per IP address (so nobody can probe the roster; LOGIN_LINKS_PER_IP, answered 429) and links
 * sent per e-mail address (so nobody can flood a member's inbox). Issue 14, decision 021: the per-address limit never
 * refuses: a request beyond it gets the usual answer and no mail, and only sends count, so asking again never makes
 * the wait longer than until the oldest of the last sends is more than 15 minutes old (LOGIN_LINKS_PER_ADDRESS, 5). Kept in memory: a second instance
 * keeps its own count, which at most doubles the allowance.
 */
export function createLoginLimiter(
  limits: { perIp: number; perAddress: number },
  now: () => number = Date.now,
): LoginLimiter {
  const perIp = new RateLimiterMemory({
    keyPrefix: 'login-ip',
    points: limits.perIp,
    duration: LOGIN_LINK_LIMIT_WINDOW_SECONDS,
  });
  const sendsTo = new Map<string, number[]>();

  function mayReceive(address: string): boolean {
    const time = now();
    const windowStart = time - WINDOW_MS;
    if (sendsTo.size > SWEEP_ABOVE) {
      for (const [key, times] of sendsTo) if ((times.at(-1) ?? 0) < windowStart) sendsTo.delete(key);
    }
    const recent = (sendsTo.get(address) ?? []).filter((sentAt) => sentAt >= windowStart);
    const admitted = recent.length < limits.perAddress;
    if (admitted) recent.push(time);
    sendsTo.set(address, recent);
    return admitted;
  }

  return {
    async admit(email, ip) {
      try {
        await perIp.consume(ip);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLinkRequests, {
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        });
      }
      return mayReceive(email.trim().toLowerCase());
    },
  };
}
