import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { openApiRest } from './openapi/openapi.rest.js';
import { refuseUnstorableRequestText } from './refuse-unstorable-text.js';
import { registerRoutes } from './registrar.js';
import { ASSOCIATION_ROUTES, REST_ROUTES } from './rest-routes.js';

/** Mounts every declared route (rest/rest-routes.ts) under {base}/api; a deployment of many clubs, the association's too. */
export async function restRoutes(app: FastifyInstance) {
  // Uploads (CSV import, logo) are checked against the club's own limit per route; this is the hard ceiling.
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1, fields: 10 } });
  app.addHook('preValidation', refuseUnstorableRequestText);
  registerRoutes(app, REST_ROUTES);
  if (app.config.clubs === 'multi') registerRoutes(app, ASSOCIATION_ROUTES);
  await app.register(openApiRest);
}
