import { createHash, randomBytes } from 'node:crypto';

/**
 * 256 random bits, URL-safe: the secret in an e-mailed link (sign-in, a night's answer, a swap offer). Only its hash
 * is stored, so no table ever holds a usable secret.
 */
export function createLoginToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLoginToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Issue 25: a link that acts for one member names them (`<member id>.<secret>`), and its stored hash covers the
 * address it was mailed to. Looking the member up by the id and hashing with their address now is the whole check:
 * once the member's e-mail changes, the hash no longer matches and every link mailed to the old address is dead,
 * without the members module having to know which tables hold links.
 */
export function createMemberLinkToken(memberId: number, email: string): { token: string; hash: string } {
  const token = `${memberId}.${createLoginToken()}`;
  return { token, hash: memberLinkHash(token, email) };
}

/** The hash stored for a member-bound token: the token and the address (as one inbox: case and spaces ignored). */
export function memberLinkHash(token: string, email: string): string {
  return hashLoginToken(`${token}\n${email.trim().toLowerCase()}`);
}

/** The member a member-bound token names, or undefined for any other string (a garbled or older link). */
export function memberOfLinkToken(token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{20,}$/.exec(token);
  const id = match?.[1] === undefined ? undefined : Number(match[1]);
  return id !== undefined && Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}
