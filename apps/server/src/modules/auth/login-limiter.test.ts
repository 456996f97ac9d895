import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LINK_LIMIT_PER_EMAIL, MESSAGES } from '@club/shared';
import { AppError } from '../../lib/errors.js';
import { useTestApp } from '../../../test/harness.js';
import { createLoginLimiter } from './login-limiter.js';

const MINUTE = 60_000;
// The counts live in the database (decision 086), emptied here before each test.
const t = useTestApp();
beforeEach(async () => {
  await t.db.execute(sql`delete from deployment.sign_in_requests`);
  await t.db.execute(sql`delete from deployment.sign_in_link_sends`);
});

/** A limiter on a clock the test moves by hand, with a fresh IP address per request so only the address limit acts. */
function limiterWithClock() {
  let time = Date.UTC(2026, 10, 24, 9, 0);
  let nextIp = 0;
  const limiter = createLoginLimiter({ perIp: 1000, perAddress: LOGIN_LINK_LIMIT_PER_EMAIL }, () => time);
  return {
    ask: (email = 'member@example.org') => limiter.admit(t.db, email, `198.51.100.${nextIp++ % 250}`),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createLoginLimiter', () => {
  it('allows as many requests from one IP address as configured, then answers 429 with a wait', async () => {
    const limiter = createLoginLimiter({ perIp: 3, perAddress: LOGIN_LINK_LIMIT_PER_EMAIL });
    for (let i = 0; i < 3; i += 1) await limiter.admit(t.db, `probe${i}@example.org`, '192.0.2.7');
    const refused = await limiter.admit(t.db, 'probe3@example.org', '192.0.2.7').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, message: MESSAGES.tooManyLinkRequests });
    expect((refused as AppError).details.retryAfterSeconds).toBeGreaterThan(0);
    await limiter.admit(t.db, 'probe4@example.org', '192.0.2.8');
  });

  it('sends five links to one address in 15 minutes and holds back the sixth without refusing it', async () => {
    const { ask } = limiterWithClock();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await ask());
    expect(answers).toEqual([true, true, true, true, true, false]);
    // The address is compared without regard to case or surrounding spaces; others are not affected.
    expect(await ask(' MEMBER@example.org ')).toBe(false);
    expect(await ask('other@example.org')).toBe(true);
  });

  it('sends again once the oldest of the last five is more than 15 minutes old, however often it was asked meanwhile', async () => {
    const { ask, advance } = limiterWithClock();
    for (let minute = 0; minute < 5; minute += 1) {
      expect(await ask()).toBe(true);
      advance(MINUTE);
    }
    // Minutes 5 to 14: a flood of requests, none sent, none extending the wait.
    for (let i = 0; i < 100; i += 1) {
      expect(await ask()).toBe(false);
      advance(MINUTE / 10);
    }
    expect(await ask()).toBe(false); // the first send is exactly 15 minutes old
    advance(1);
    expect(await ask()).toBe(true);
    expect(await ask()).toBe(false);
    advance(MINUTE); // the second send is now more than 15 minutes old
    expect(await ask()).toBe(true);
  });

  it('never lets more than five links go to one address in any 15 minutes', async () => {
    const { ask, advance } = limiterWithClock();
    const sentAt: number[] = [];
    const heldAt: number[] = [];
    for (let second = 0; second < 3 * 60 * 60; second += 20) {
      ((await ask()) ? sentAt : heldAt).push(second);
      advance(20_000);
    }
    for (let i = 5; i < sentAt.length; i += 1) expect(sentAt[i]! - sentAt[i - 5]!).toBeGreaterThan(15 * 60);
    // …and holds one back only while five went out in the 15 minutes before it: never a longer lock-out.
    for (const held of heldAt) expect(sentAt.filter((sent) => sent <= held && held - sent <= 15 * 60).length).toBe(5);
    expect(sentAt.length).toBeGreaterThanOrEqual(3 * 4 * 5 - 5);
  });
});
