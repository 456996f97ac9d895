import type { FastifyPluginCallback } from 'fastify';
import { buildOpenApiDocument } from './build-openapi.js';
import { renderDocsPage } from './render-docs.js';

/**
 * Issue 7: GET {base}/api/openapi.json and GET {base}/api/docs, public: they describe the routes and reveal no
 * secrets. Both are built once, since the route table and the configuration do not change while the server runs.
 */
export const openApiRest: FastifyPluginCallback = (app, _options, done) => {
  const document = buildOpenApiDocument({ publicUrl: app.config.publicUrl, version: app.config.version });
  const page = renderDocsPage(document);
  app.get('/openapi.json', () => document);
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  done();
};
