import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@club/shared';
import { createMember } from '../../../test/factories.js';
import { bearer, TEST_SESSION_SECRET, useTestApp } from '../../../test/harness.js';
import { signSessionToken, verifySessionToken } from './tokens.js';

// Issue 15 point 5 (API.md envelope section): a client reads the session token's payload with plain atob, which
// knows only the standard base64 alphabet, and gets the member's names back unchanged.

/** What such a client does: the usual base64url → base64 padding, then atob and JSON.parse. */
function readPayloadWithAtob(token: string): Record<string, unknown> {
  const payload = token.split('.')[1]!;
  const padded = payload
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(payload.length / 4) * 4, '=');
  return JSON.parse(atob(padded)) as Record<string, unknown>;
}

const payloadText = (token: string) => token.split('.')[1]!;
const session = { id: '8f14e45f-ceea-467f-a0e6-5c4b6e0e0b4a', expiresAt: new Date(Date.now() + 3_600_000) };
const user = (first_name: string, last_name: string, email = 'zoe@example.org'): SessionUser => ({
  id: 7,
  email,
  first_name,
  last_name,
  role: 'member',
  is_admin: false,
  locale: null,
});

describe('the session token payload', () => {
  it('is pure ASCII whose base64url has no - or _, for any names, and verifies', async () => {
    // Names with every kind of character: accents, CJK, emoji (surrogate pairs), and the ASCII bytes > ? ~ and DEL.
    const name = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
      fc.string({
        unit: fc.constantFrom('>', '?', '~', '\u007f', 'ë', 'ñ', '漢', '😀', 'a', '"', '\\'),
        minLength: 1,
        maxLength: 30,
      }),
    );
    await fc.assert(
      fc.asyncProperty(name, name, async (first, last) => {
        const token = await signSessionToken(user(first, last), session, TEST_SESSION_SECRET);
        expect(payloadText(token)).toMatch(/^[A-Za-z0-9]+$/);
        expect(readPayloadWithAtob(token)).toMatchObject({ first_name: first, last_name: last });
        expect(await verifySessionToken(token, TEST_SESSION_SECRET)).toMatchObject({
          first_name: first,
          last_name: last,
          user_id: 7,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every claim of SPEC §2', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await signSessionToken(user('Zoë', 'Nuñez', 'zo~e?@example.org'), session, TEST_SESSION_SECRET);
    const claims = readPayloadWithAtob(token);
    expect(claims).toEqual({
      user_id: 7,
      email: 'zo~e?@example.org',
      first_name: 'Zoë',
      last_name: 'Nuñez',
      role: 'member',
      is_admin: false,
      sid: session.id,
      iat: expect.any(Number),
      exp: Math.floor(session.expiresAt.getTime() / 1000),
    });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(atob(payloadText(token).padEnd(Math.ceil(payloadText(token).length / 4) * 4, '='))).toContain('Zo\\u00eb');
  });
});

describe('signing in over REST with an accented name', () => {
  const t = useTestApp();

  it('answers a token a client decodes with atob, and the token works as a bearer token', async () => {
    for (const [first_name, last_name] of [
      ['Zoë', 'Nuñez'],
      ['Søren', 'Ødegård'],
      ['Jürgen', 'Groß?>~'],
    ]) {
      const member = await createMember(t.db, { first_name, last_name });
      const token = await t.signIn(member);
      expect(payloadText(token)).not.toMatch(/[-_]/);
      expect(readPayloadWithAtob(token)).toMatchObject({ user_id: member.id, first_name, last_name });
      const me = await t.app.inject({ method: 'GET', url: `/api/users/${member.id}`, headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ first_name, last_name });
    }
  });
});

describe('a session token verified before', () => {
  it('is refused once it has expired, and a token signed with another secret is refused', async () => {
    const expiresAt = new Date(Date.now() + 2_000);
    const token = await signSessionToken(user('Ann', 'Lee'), { id: session.id, expiresAt }, TEST_SESSION_SECRET);
    expect(await verifySessionToken(token, TEST_SESSION_SECRET)).toMatchObject({ sid: session.id });
    expect(await verifySessionToken(token, `${TEST_SESSION_SECRET}-other`)).toBeNull();
    vi.useFakeTimers({ now: expiresAt.getTime() + 1_000 });
    try {
      expect(await verifySessionToken(token, TEST_SESSION_SECRET)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
