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
