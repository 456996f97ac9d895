import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';

const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The origin of a plain-http tile URL template, which `https:` in the CSP would not cover. */
function tileOrigin(template: string): string[] {
  if (!template.startsWith('http://')) return [];
  return [new URL(template.replace(/\{[a-z]\}/g, '0')).origin];
}

/**
 * The security headers of every answer. Also written by rest/framework-errors.ts, for the answers Fastify gives before
 * any hook runs (an over-long path parameter, a URL that does not decode).
 */
export function helmetOptions(config: Pick<AppConfig, 'publicUrl' | 'mapTileUrl'>) {
  const isHttps = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: covers the default tiles and logo URLs; a plain-http tile server (a LAN cache) is named itself.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileOrigin(config.mapTileUrl)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    hsts: isHttps,
  };
}

/**
 * The security headers as helmet writes them, read once: they never change while the server runs. Issue 27: helmet's
 * middleware, even built once, walked a dozen functions and set each header on the raw answer, where Node checked it
 * once there and again as the answer's head was written.
 */
export function securityHeaders(config: Pick<AppConfig, 'publicUrl' | 'mapTileUrl'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(helmetOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers, cookies and CORS (only for origins listed in CORS_ORIGINS; the web app is same-origin). */
export const securityPlugin = fp(
  async (app) => {
    const headers = securityHeaders(app.config);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(cookie);
    if (app.config.corsOrigins.length > 0) {
      const allowed = new Set(app.config.corsOrigins);
      await app.register(cors, {
        // API.md "Writes from other clients": a listed origin may edit and delete; any other origin gets no CORS header
        // at all (false turns CORS off for that request), so a browser refuses to show it anything.
        origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin) ? origin : false),
        methods: CORS_METHODS,
        allowedHeaders: ['Authorization', 'Content-Type'],
        // The CSV export names its file there; a browser hides every header not listed.
        exposedHeaders: ['Content-Disposition'],
        // Other clients authenticate with a bearer token. A page on a listed origin must not read answers with a
        // member's session cookie, which the browser would otherwise attach to it.
        credentials: false,
      });
    }
  },
  { name: 'security' },
);
