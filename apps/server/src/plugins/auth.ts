import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateSessionToken } from '../modules/auth/auth.service.js';
import { readCredential } from '../modules/auth/session-cookie.js';

/**
 * A page of the web app: what no route of the server answers (plugins/static.ts serves it from its not-found
 * handler). Its session says which language's build to send (issue 29 point 8); files of the build need none.
 */
const isPage = (request: FastifyRequest) => request.is404 && (request.method === 'GET' || request.method === 'HEAD');

/** Who is calling: a bearer token (scripts) or the HttpOnly cookie (the web app). No policy lives here. */
export const authPlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('auth', null as never);
    const apiPrefix = `${app.config.basePath}/api/`;

    app.addHook('onRequest', async (request) => {
      request.auth = { user: null, reason: 'missing' };
      const page = !request.url.startsWith(apiPrefix) && isPage(request);
      if (!page && !request.url.startsWith(apiPrefix)) return;
      const credential = readCredential(request);
      // A credential names a session or token of the request's club, read in that club's transaction (issue 28).
      // A route of the deployment itself, without a club, knows no club's sessions.
      if (credential.token === undefined || !request.club) return;
      const reading = app.database.inClub(request.club.id, (db) =>
        authenticateSessionToken({ db, config: app.config }, credential),
      );
      // A page still goes out when the database is out of reach, in the visitor's language; its calls then say why.
      request.auth = page ? await reading.catch(() => ({ user: null, reason: 'missing' as const })) : await reading;
    });
    done();
  },
  { name: 'auth', dependencies: ['security', 'db'] },
);
