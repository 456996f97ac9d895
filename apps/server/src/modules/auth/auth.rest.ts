import type { FastifyInstance } from 'fastify';
import { MESSAGES, sendLoginLinkInputSchema, validateTokenInputSchema } from '@club/shared';
import { assertSignedIn } from '../../lib/access.js';
import { parseOrThrow } from '../../lib/errors.js';
import { clearSessionCookie, requestMeta, serviceContext, setSessionCookie } from '../../plugins/auth.js';
import { sendSuccess } from '../../rest/envelope.js';
import { sendLoginLink, validateLoginToken } from './auth.service.js';
import { revokeSession } from './sessions.service.js';

export async function authRest(app: FastifyInstance) {
  app.post('/auth/send-login-link', async (request, reply) => {
    const input = parseOrThrow(sendLoginLinkInputSchema, request.body);
    return sendSuccess(reply, await sendLoginLink(serviceContext(request), input, requestMeta(request)), {
      message: MESSAGES.loginLinkSentAnswer,
    });
  });

  app.post('/auth/validate-token', async (request, reply) => {
    const { token } = parseOrThrow(validateTokenInputSchema, request.body);
    const result = await validateLoginToken(serviceContext(request), token, requestMeta(request));
    setSessionCookie(reply, app.config, result.token);
    return sendSuccess(reply, result);
  });

  app.post('/auth/logout', async (request, reply) => {
    assertSignedIn(request.auth);
    if (request.auth.user) await revokeSession(app.db, request.auth.sessionId);
    clearSessionCookie(reply, app.config);
    return sendSuccess(reply, {});
  });
}
