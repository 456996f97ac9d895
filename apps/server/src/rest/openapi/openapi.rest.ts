import type { FastifyPluginCallback } from 'fastify';
import { assertDeploymentRoot, clubUrlOf, requestClub } from '../../lib/club-address.js';
import type { DeploymentRouteConfig } from '../../plugins/clubs.js';
import { ASSOCIATION_ROUTES } from '../rest-routes.js';
import { buildOpenApiDocument } from './build-openapi.js';
import { renderDocsPage } from './render-docs.js';

/**
 * Issue 7: GET {base}/api/openapi.json and GET {base}/api/docs, public: they describe the routes and reveal no
 * secrets. Each is built once per club (its own address is the document's server, issue 28), since the route table
 * and the configuration do not change while the server runs.
 */
export const openApiRest: FastifyPluginCallback = (app, _options, done) => {
  const built = new Map<string, { document: ReturnType<typeof buildOpenApiDocument>; page: string }>();
  const forClub = (url: string) => {
    let entry = built.get(url);
    if (!entry) {
      const document = buildOpenApiDocument({ publicUrl: url, version: app.config.version });
      entry = { document, page: renderDocsPage(document) };
      built.set(url, entry);
    }
    return entry;
  };
  const clubUrl = (request: Parameters<typeof requestClub>[0]) => clubUrlOf(app.config, requestClub(request));
  app.get('/openapi.json', (request) => forClub(clubUrl(request)).document);
  if (app.config.clubs === 'multi') {
    // Issue 28: the association's routes are the deployment's, described at its root and nowhere under a club.
    const association = buildOpenApiDocument({
      publicUrl: app.config.publicUrl,
      version: app.config.version,
      routes: ASSOCIATION_ROUTES,
      title: 'Square dance club manager: the association’s REST API',
    });
    app.get(
      '/association/openapi.json',
      { config: { deployment: true } satisfies DeploymentRouteConfig },
      (request) => {
        assertDeploymentRoot(request);
        return association;
      },
    );
  }
  app.get('/docs', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(forClub(clubUrl(request)).page),
  );
  done();
};
