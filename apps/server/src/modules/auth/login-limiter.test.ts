import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared';
import { AppError } from '../../lib/errors.js';
import { createLoginLimiter } from './login-limiter.js';

describe('createLoginLimiter', () => {
  it('allows as many requests from one IP address as configured, then answers 429 with a wait', async () => {
    const limiter = createLoginLimiter(3);
    for (let i = 0; i < 3; i += 1) await limiter.consume(`probe${i}@example.org`, '192.0.2.7');
    const refused = await limiter.consume('probe3@example.org', '192.0.2.7').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, message: MESSAGES.tooManyLinkRequests });
    expect((refused as AppError).details.retryAfterSeconds).toBeGreaterThan(0);
    await limiter.consume('probe4@example.org', '192.0.2.8');
  });
});
