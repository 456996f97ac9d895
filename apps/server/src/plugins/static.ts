import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../rest/envelope.js';
import { MESSAGES } from '@club/shared';

/** apps/web/dist, found from the source tree and from the built bundle alike. */
export function findWebDist(from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  let current = from;
  for (;;) {
    const candidate = path.join(current, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/**
 * Serves the built web app under the base path with a single-page-app fallback. The page is built with relative
 * asset URLs; the <base> tag written here makes them resolve under {base}/ from any route.
 */
export const staticPlugin = fp(async (app) => {
  const { basePath } = app.config;
  const apiPrefix = `${basePath}/api`;
  const webDist = findWebDist();
  if (!webDist) {
    app.log.warn('The web app is not built (apps/web/dist is missing); only the API is served. Run npm run build.');
  }
  const indexHtml = webDist
    ? readFileSync(path.join(webDist, 'index.html'), 'utf8').replace(/<base href="[^"]*"\s*\/?>/, `<base href="${basePath}/" />`)
    : undefined;

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: `${basePath}/`,
      index: false,
      wildcard: true,
      // A folder, {base}/ itself above all, is a page of the app rather than a file: the fallback below serves it.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    const isApi = pathOnly === apiPrefix || pathOnly.startsWith(`${apiPrefix}/`);
    // SPEC §2: every page sits under {base}; outside it there is no app to show, only a 404.
    const isUnderBase = basePath === '' || pathOnly === basePath || pathOnly.startsWith(`${basePath}/`);
    if (isApi || !isUnderBase || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorBody(`${MESSAGES.notFound}: ${request.method} ${pathOnly}`));
    }
    // Every other page is a route of the web app; it shows 'Page Not Found' itself for unknown ones (SPEC §2).
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}, { name: 'static' });
