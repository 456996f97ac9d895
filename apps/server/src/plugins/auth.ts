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
      request.auth = await authenticateSessionToken(app, readCredential(request));
    });
    done();
  },
  { name: 'auth', dependencies: ['security', 'db'] },
);
