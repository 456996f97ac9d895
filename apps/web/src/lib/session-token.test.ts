import { describe, expect, it } from 'vitest';
import { DEV_TOKEN_WINDOW_MS } from '@club/shared';
import { makeSessionToken, memberUser } from '../test/session-fixtures';
import { decodeSessionClaims, isTokenUnexpired, isWithinDevelopmentWindow } from './session-token';

const NOW = Date.UTC(2025, 4, 1, 12);
const HOUR = 60 * 60 * 1000;

describe('decodeSessionClaims', () => {
  it('reads the claims of a base64url JWT payload, including non-ASCII names', () => {
    const claims = decodeSessionClaims(makeSessionToken(memberUser, { iat: NOW, exp: NOW + HOUR }));
    expect(claims).toMatchObject({ user_id: 7, first_name: 'José', role: 'member', is_admin: false });
    expect(claims?.exp).toBe((NOW + HOUR) / 1000);
  });

  it('returns null for anything that is not a readable session JWT', () => {
    expect(decodeSessionClaims('')).toBeNull();
    expect(decodeSessionClaims('not-a-jwt')).toBeNull();
    expect(decodeSessionClaims('a.%%%.c')).toBeNull();
    expect(decodeSessionClaims(`a.${btoa('{"user_id":"seven"}')}.c`)).toBeNull();
  });
});

describe('token validity (SPEC §5)', () => {
  const claimsFor = (times: { iat: number; exp: number }) => {
    const claims = decodeSessionClaims(makeSessionToken(memberUser, times));
    if (!claims) throw new Error('fixture token must decode');
    return claims;
  };

  it('treats a token whose expiry is later than now as unexpired', () => {
    expect(isTokenUnexpired(claimsFor({ iat: NOW - HOUR, exp: NOW + 1000 }), NOW)).toBe(true);
    expect(isTokenUnexpired(claimsFor({ iat: NOW - HOUR, exp: NOW }), NOW)).toBe(false);
  });

  it('puts a token issued less than 24 hours ago in the development window', () => {
    expect(isWithinDevelopmentWindow(claimsFor({ iat: NOW - DEV_TOKEN_WINDOW_MS + 1000, exp: NOW - HOUR }), NOW)).toBe(
      true,
    );
    expect(isWithinDevelopmentWindow(claimsFor({ iat: NOW - DEV_TOKEN_WINDOW_MS, exp: NOW - HOUR }), NOW)).toBe(false);
  });
});
