import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { SESSION_COOKIE } from './auth.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE_FETCHES = new Set(['same-origin', 'same-site']);
// What the web app sends. A cross-site HTML form can send neither JSON nor, without an Origin header, multipart.
const ALLOWED_BODY_TYPES = ['application/json', 'multipart/form-data'];

export const CROSS_SITE_REFUSED = 'Cross-site request refused: this request must come from the club manager itself.';

function contentType(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
}

/**
 * Issue 7 (CSRF): a request that changes something and rides on the session cookie must come from our own pages.
 * The browser says where it comes from (Sec-Fetch-Site, else Origin); without either, only a JSON body passes,
 * which no cross-site form can send. Bearer-token calls carry no ambient credential and are not affected.
 */
function isSameSiteRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return SAME_SITE_FETCHES.has(fetchSite);
  const origin = request.headers.origin;
  if (typeof origin === 'string') return allowedOrigins.includes(origin);
  return contentType(request) === 'application/json';
}

export const csrfPlugin = fp(async (app) => {
  const apiPrefix = `${app.config.basePath}/api/`;
  const allowedOrigins = [new URL(app.config.publicUrl).origin, ...app.config.corsOrigins];

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith(apiPrefix)) return;
    if (request.headers.authorization || !request.cookies[SESSION_COOKIE]) return;
    const type = contentType(request);
    const hasBody = type !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    if (!isSameSiteRequest(request, allowedOrigins) || (hasBody && !ALLOWED_BODY_TYPES.includes(type ?? ''))) {
      throw new AppError('FORBIDDEN', CROSS_SITE_REFUSED);
    }
  });
});
