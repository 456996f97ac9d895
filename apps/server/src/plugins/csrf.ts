import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { readCredential, SESSION_COOKIE } from '../modules/auth/session-cookie.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// What the web app sends. A cross-site HTML form can send neither JSON nor, without an Origin header, multipart.
const ALLOWED_BODY_TYPES = ['application/json', 'multipart/form-data'];

export const CROSS_SITE_REFUSED = 'Cross-site request refused: this request must come from the club manager itself.';

function contentType(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
}

/** scheme://host[:port] of the address this request was sent to, as a browser would write it in Origin. */
function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Issue 7 (CSRF): a request that changes something and rides on the session cookie must come from our own pages.
 * Issue 14: from our own origin, not merely our site: another port on the same host or a sibling subdomain is
 * `same-site` and sends the SameSite=Lax cookie too. The browser says where it comes from (Sec-Fetch-Site, else
 * Origin); without either, only a JSON body passes, which no cross-site form can send. CORS_ORIGINS are not trusted
 * here: those pages call with a bearer token.
 */
function isOwnOriginRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === publicOrigin || origin === ownOrigin(request);
  return contentType(request) === 'application/json';
}

export const csrfPlugin = fp(
  (app, _options, done) => {
    const apiPrefix = `${app.config.basePath}/api/`;
    const publicOrigin = new URL(app.config.publicUrl).origin;

    app.addHook('onRequest', (request, _reply, next) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith(apiPrefix)) return next();
      // Only a bearer token replaces the cookie (modules/auth/session-cookie.ts); any other Authorization header leaves it in use.
      if (readCredential(request).from === 'bearer' || !request.cookies[SESSION_COOKIE]) return next();
      const type = contentType(request);
      const hasBody = type !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
      if (!isOwnOriginRequest(request, publicOrigin) || (hasBody && !ALLOWED_BODY_TYPES.includes(type ?? ''))) {
        return next(new AppError('FORBIDDEN', CROSS_SITE_REFUSED));
      }
      next();
    });
    done();
  },
  { name: 'csrf', dependencies: ['security', 'auth'] },
);
