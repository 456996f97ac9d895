import { randomBytes } from 'node:crypto';
import { CompactSign, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { API_TOKEN_PREFIX, type SessionClaims, sessionClaimsSchema, type SessionUser } from '@club/shared';

/** Issue 7: a named API token, recognisable by its prefix and as hard to guess as a sign-in link. */
export function createApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

const encoder = new TextEncoder();

/**
 * API.md: clients read who they are from the session token with plain `atob`, which knows only the standard base64
 * alphabet. Base64url writes `-` or `_` only for the bytes `>`, `?`, `~`, DEL and non-ASCII ones, so the payload's
 * JSON writes exactly those as \uXXXX escapes; every JSON parser reads them back as the same characters.
 */
export function toAsciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[>?~\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export async function signSessionToken(
  user: SessionUser,
  session: { id: string; expiresAt: Date },
  secret: string,
): Promise<string> {
  const claims = {
    user_id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    is_admin: user.is_admin,
    sid: session.id,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(session.expiresAt.getTime() / 1000),
  };
  // SignJWT writes the payload with JSON.stringify; CompactSign signs the bytes it is given, escapes and all.
  return new CompactSign(encoder.encode(toAsciiJson(claims)))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

/** Session tokens already verified, per secret: enough for every member of a club signed in on a few devices. */
const VERIFIED_TOKENS = 10_000;
const verifiedBySecret = new Map<string, LRUCache<string, SessionClaims>>();

/**
 * The claims of a well-signed, unexpired session token, or null. Revocation is checked against the database.
 * Issue 27: every request verified its token afresh, importing the secret as a WebCrypto key and running an HMAC
 * job each time; a token is the same bytes on every request, so once verified its claims are kept, and only its
 * expiry is checked again.
 */
export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new LRUCache({ max: VERIFIED_TOKENS });
    verifiedBySecret.set(secret, verified);
  }
  const known = verified.get(token);
  if (known) return known.exp > Math.floor(Date.now() / 1000) ? known : null;
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    const claims = sessionClaimsSchema.safeParse(payload);
    if (!claims.success || !claims.data.sid) return null;
    verified.set(token, claims.data);
    return claims.data;
  } catch {
    return null;
  }
}
