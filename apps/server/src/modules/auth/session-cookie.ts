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

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: config.basePath || '/',
    maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { path: config.basePath || '/' });
}
