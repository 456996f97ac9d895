import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { LOGIN_LINK_LIMIT_PER_EMAIL, LOGIN_LINK_LIMIT_WINDOW_SECONDS, MESSAGES } from '@club/shared';
import { AppError } from '../../lib/errors.js';

export type LoginLimiter = { consume(email: string, ip: string): Promise<void> };

/**
 * Sign-in link requests per address (so nobody can flood a member's inbox) and per IP address (so nobody can probe
 * the roster; LOGIN_LINKS_PER_IP). Kept in memory: a second instance keeps its own count, which at most doubles the
 * allowance.
 */
export function createLoginLimiter(perIpPoints: number): LoginLimiter {
  const perEmail = new RateLimiterMemory({
    keyPrefix: 'login-email',
    points: LOGIN_LINK_LIMIT_PER_EMAIL,
    duration: LOGIN_LINK_LIMIT_WINDOW_SECONDS,
  });
  const perIp = new RateLimiterMemory({
    keyPrefix: 'login-ip',
    points: perIpPoints,
    duration: LOGIN_LINK_LIMIT_WINDOW_SECONDS,
  });
  return {
    async consume(email, ip) {
      try {
        await perIp.consume(ip);
        await perEmail.consume(email.toLowerCase());
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLinkRequests, {
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        });
      }
    },
  };
}
