import type { SessionClaims, SessionUser, SignInResult } from '@club/shared';

export const memberUser: SessionUser = {
  id: 7,
  email: 'jose.member@example.org',
  first_name: 'José',
  last_name: 'Member',
  role: 'member',
  is_admin: false,
  locale: null,
};

export const adminUser: SessionUser = {
  id: 1,
  email: 'admin@example.org',
  first_name: 'Ada',
  last_name: 'Admin',
  role: 'admin',
  is_admin: true,
  locale: null,
};

function encodeBase64Url(value: string): string {
  const binary = Array.from(new TextEncoder().encode(value), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the claims of SPEC §2 (the client never verifies signatures). */
export function makeSessionToken(user: SessionUser, times: { iat: number; exp: number }): string {
  const claims: SessionClaims = {
    user_id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    is_admin: user.is_admin,
    iat: Math.floor(times.iat / 1000),
    exp: Math.floor(times.exp / 1000),
    sid: 'session-1',
  };
  return [encodeBase64Url('{"alg":"HS256","typ":"JWT"}'), encodeBase64Url(JSON.stringify(claims)), 'signature'].join(
    '.',
  );
}

const HOUR = 60 * 60 * 1000;

/** A session issued an hour ago that is valid for a day. */
export function makeSignIn(user: SessionUser, now = Date.now()): SignInResult {
  return { user, token: makeSessionToken(user, { iat: now - HOUR, exp: now + 24 * HOUR }) };
}
