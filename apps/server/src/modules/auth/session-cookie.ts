import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_DAYS } from '@club/shared';
import type { AppConfig } from '../../config.js';
import type { Credential } from './auth.service.js';

export const SESSION_COOKIE = 'club_session';

/** A bearer token (scripts) replaces the HttpOnly cookie (the web app). */
export function readCredential(request: FastifyRequest): Credential {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer '))
    return { token: header.slice(7).trim() || undefined, from: 'bearer' };
  return { token: request.cookies[SESSION_COOKIE], from: 'cookie' };
}

/**
 * Seconds until the session token's `exp` (API.md: its payload is plain base64url JSON), so the cookie of a short link
 * session (decision 049) goes when the session does; a token that cannot be read keeps the usual lifetime.
 */
function secondsLeft(token: string): number {
  const fallback = SESSION_TTL_DAYS * 24 * 60 * 60;
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const exp = typeof payload === 'object' && payload !== null && 'exp' in payload ? payload.exp : undefined;
    return typeof exp === 'number' ? Math.max(0, Math.min(fallback, Math.floor(exp - Date.now() / 1000))) : fallback;
  } catch {
    return fallback;
  }
}

/** Issue 28: each club's session cookie is its own, sent only under the club's path ({base}/c/<slug> of many). */
const cookiePath = (reply: FastifyReply) => reply.request.clubBase || '/';

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: cookiePath(reply),
    maxAge: secondsLeft(token),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: cookiePath(reply) });
}
