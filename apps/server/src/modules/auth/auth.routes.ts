import { z } from 'zod';
import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
  apiTokenRevokedSchema,
  idParamsSchema,
  MESSAGES,
  sendLoginLinkInputSchema,
  sendLoginLinkResultSchema,
  signInResultSchema,
  validateTokenInputSchema,
} from '@club/shared';
import { defineRoute } from '../../rest/route.js';
import { sendDeploymentLoginLinks } from './deployment-sign-in.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.js';
import { sendLoginLink, validateLoginToken } from './auth.service.js';
import { revokeSession } from './sessions.service.js';

export const API_TOKENS_ACTION = 'manage API tokens';

export const authRoutes = {
  sendLoginLink: defineRoute({
    method: 'post',
    path: '/auth/send-login-link',
    tag: 'Auth',
    access: 'public',
    summary: 'E-mail a one-time sign-in link; the same answer whether or not the address is on the roster',
    body: sendLoginLinkInputSchema,
    errors: [429],
    answer: { kind: 'envelope', data: sendLoginLinkResultSchema, message: MESSAGES.loginLinkSentAnswer },
    handler: (ctx, { body, meta }) => sendLoginLink(ctx, body, meta),
    // Issue 28 point 5: at a deployment's root, one e-mail with a link for each club the address belongs to.
    atDeploymentRoot: (ctx, { body, meta }) => sendDeploymentLoginLinks(ctx, body, meta),
  }),
  validateToken: defineRoute({
    method: 'post',
    path: '/auth/validate-token',
    tag: 'Auth',
    access: 'public',
    summary: 'Use a sign-in link once: answers a session token (also set as the club_session cookie)',
    body: validateTokenInputSchema,
    errors: [401],
    session: 'set',
    answer: { kind: 'envelope', data: signInResultSchema },
    handler: (ctx, { body, meta }) => validateLoginToken(ctx, body.token, meta),
  }),
  logout: defineRoute({
    method: 'post',
    path: '/auth/logout',
    tag: 'Auth',
    access: 'signed_in',
    summary: 'End the session the call is made with',
    session: 'clear',
    answer: { kind: 'envelope', data: z.object({}) },
    handler: async (ctx, { sessionId }) => {
      // An API token has no session to end; it works until an admin revokes it (issue 7).
      if (sessionId) await revokeSession(ctx.db, sessionId);
      return {};
    },
  }),
  // Issue 7: named API tokens for scripts, managed by admins.
  apiTokens: defineRoute({
    method: 'get',
    path: '/auth/api-tokens',
    tag: 'Auth',
    access: 'admin',
    action: API_TOKENS_ACTION,
    summary: 'List the API tokens of the club (never the tokens themselves)',
    answer: { kind: 'envelope', data: apiTokenListSchema },
    handler: (ctx) => listApiTokens(ctx),
  }),
  createApiToken: defineRoute({
    method: 'post',
    path: '/auth/api-tokens',
    tag: 'Auth',
    access: 'admin',
    action: API_TOKENS_ACTION,
    summary: 'Create a named API token; the token is in this answer only and acts with its creator’s rights',
    body: apiTokenCreateSchema,
    answer: { kind: 'envelope', data: apiTokenCreatedSchema, status: 201 },
    handler: (ctx, { body }) => createApiToken(ctx, body),
  }),
  revokeApiToken: defineRoute({
    method: 'delete',
    path: '/auth/api-tokens/{id}',
    tag: 'Auth',
    access: 'admin',
    action: API_TOKENS_ACTION,
    summary: 'Revoke an API token at once',
    params: idParamsSchema,
    errors: [404],
    answer: { kind: 'envelope', data: apiTokenRevokedSchema },
    handler: (ctx, { params }) => revokeApiToken(ctx, params.id),
  }),
};
