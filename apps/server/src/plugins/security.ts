import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';

/** The origin of a plain-http tile URL template, which `https:` in the CSP would not cover. */
function tileOrigin(template: string): string[] {
  if (!template.startsWith('http://')) return [];
  return [new URL(template.replace(/\{[a-z]\}/g, '0')).origin];
}

/** Security headers, cookies and CORS (only for origins listed in CORS_ORIGINS; the web app is same-origin). */
export const securityPlugin = fp(async (app) => {
  const isHttps = app.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: covers the default tiles and logo URLs; a plain-http tile server (a LAN cache) is named itself.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileOrigin(app.config.mapTileUrl)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    hsts: isHttps,
  });
  await app.register(cookie);
  if (app.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: app.config.corsOrigins, credentials: true });
  }
});
