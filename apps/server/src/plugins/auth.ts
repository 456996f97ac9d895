import fp from 'fastify-plugin';
import { authenticateSessionToken } from '../modules/auth/auth.service.js';
import { readCredential } from '../modules/auth/session-cookie.js';

/** Who is calling: a bearer token (scripts) or the HttpOnly cookie (the web app). No policy lives here. */
export const authPlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('auth', null as never);
    const apiPrefix = `${app.config.basePath}/api/`;

    app.addHook('onRequest', async (request) => {
      request.auth = { user: null, reason: 'missing' };
      if (!request.url.startsWith(apiPrefix)) return;
      const credential = readCredential(request);
      // A credential names a session or token of the request's club, read in that club's transaction (issue 28).
      // A route of the deployment itself, without a club, knows no club's sessions.
      if (credential.token === undefined || !request.club) return;
      request.auth = await app.database.inClub(request.club.id, (db) =>
        authenticateSessionToken({ db, config: app.config }, credential),
      );
    });
    done();
  },
  { name: 'auth', dependencies: ['security', 'db'] },
);
