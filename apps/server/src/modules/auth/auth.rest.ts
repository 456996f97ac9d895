import type { FastifyInstance } from 'fastify';
import { apiTokenCreateSchema, idParamsSchema, MESSAGES, sendLoginLinkInputSchema, validateTokenInputSchema } from '@club/shared';
import { assertAdmin, assertSignedIn } from '../../lib/access.js';
import { parseOrThrow } from '../../lib/errors.js';
import { requestContext } from '../../rest/request-context.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { requestMeta } from '../../lib/request-meta.js';
import { sendSuccess } from '../../rest/envelope.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.js';
import { sendLoginLink, validateLoginToken } from './auth.service.js';
import { revokeSession } from './sessions.service.js';

const API_TOKENS_ACTION = 'manage API tokens';

export async function authRest(app: FastifyInstance) {
  app.post('/auth/send-login-link', async (request, reply) => {
    const input = parseOrThrow(sendLoginLinkInputSchema, request.body);
    return sendSuccess(reply, await sendLoginLink(requestContext(request), input, requestMeta(request, app.config)), {
      message: MESSAGES.loginLinkSentAnswer,
    });
  });

  app.post('/auth/validate-token', async (request, reply) => {
    const { token } = parseOrThrow(validateTokenInputSchema, request.body);
    const result = await validateLoginToken(requestContext(request), token, requestMeta(request, app.config));
    setSessionCookie(reply, app.config, result.token);
    return sendSuccess(reply, result);
  });

  app.post('/auth/logout', async (request, reply) => {
    assertSignedIn(request.auth);
    // An API token has no session to end; it works until an admin revokes it (issue 7).
    if (request.auth.user && request.auth.sessionId) await revokeSession(app.db, request.auth.sessionId);
    clearSessionCookie(reply, app.config);
    return sendSuccess(reply, {});
  });

  // Issue 7: named API tokens for scripts, managed by admins.
  app.get('/auth/api-tokens', async (request, reply) => {
    assertAdmin(request.auth, API_TOKENS_ACTION);
    return sendSuccess(reply, await listApiTokens(requestContext(request)));
  });

  app.post('/auth/api-tokens', async (request, reply) => {
    assertAdmin(request.auth, API_TOKENS_ACTION);
    const input = parseOrThrow(apiTokenCreateSchema, request.body);
    return sendSuccess(reply, await createApiToken(requestContext(request), input), { status: 201 });
  });

  app.delete('/auth/api-tokens/:id', async (request, reply) => {
    assertAdmin(request.auth, API_TOKENS_ACTION);
    const { id } = parseOrThrow(idParamsSchema, request.params);
    return sendSuccess(reply, await revokeApiToken(requestContext(request), id));
  });
}
