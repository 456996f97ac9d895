import type { SessionClaims } from '@club/shared';
import { DEV_TOKEN_WINDOW_MS } from '@club/shared/plain';
import { readSessionClaims } from './session-shapes';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a session JWT, read without verifying the signature: the server verifies every call, the client
 * only needs to know who it is and when the token runs out. Null when the token is not a readable JWT.
 */
export function decodeSessionClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return readSessionClaims(JSON.parse(decodeBase64Url(payload)));
  } catch {
    return null;
  }
}

/** SPEC §5 token validity: the expiry claim is later than now. */
export function isTokenUnexpired(claims: SessionClaims, now: number): boolean {
  return claims.exp * 1000 > now;
}

/** SPEC §5: in development and preview, a token issued less than 24 hours ago is accepted. */
export function isWithinDevelopmentWindow(claims: SessionClaims, now: number): boolean {
  return claims.iat !== undefined && now - claims.iat * 1000 < DEV_TOKEN_WINDOW_MS;
}
