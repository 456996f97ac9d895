import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_DAYS } from '@club/shared';
import type { AppConfig } from '../config.js';
import { authenticateSessionToken, type Credential } from '../modules/auth/auth.service.js';
import type { RequestMeta, ServiceContext } from '../lib/context.js';
import { allowsDevShortcuts } from '../lib/dev-shortcuts.js';

export const SESSION_COOKIE = 'club_session';

/** Who is calling: a bearer token (scripts) or the HttpOnly cookie (the web app). No policy lives here. */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null as never);
  const apiPrefix = `${app.config.basePath}/api/`;

  app.addHook('onRequest', async (request) => {
    request.auth = { user: null, reason: 'missing' };
    if (!request.url.startsWith(apiPrefix)) return;
    request.auth = await authenticateSessionToken(app, readCredential(request));
  });
});

export function readCredential(request: FastifyRequest): Credential {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return { token: header.slice(7).trim() || undefined, from: 'bearer' };
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

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    allowsDevShortcuts: allowsDevShortcuts(request.server.config, { socketAddress: request.socket.remoteAddress, headers: request.headers }),
  };
}

/** The small context services take, built from the app and the caller. */
export function serviceContext(request: FastifyRequest): ServiceContext {
  return { ...systemContext(request.server), log: request.log, user: request.auth.user };
}

/** The context of work nobody in particular asked for: background jobs and startup. */
export function systemContext(app: FastifyInstance): ServiceContext {
  return {
    db: app.db,
    config: app.config,
    log: app.log,
    mailer: app.mailer,
    loginLimiter: app.loginLimiter,
    jobs: app.hasDecorator('jobs') ? app.jobs : null,
    user: null,
  };
}
