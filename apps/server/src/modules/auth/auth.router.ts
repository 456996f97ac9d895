import { apiTokenCreateSchema, idParamsSchema, sendLoginLinkInputSchema, validateTokenInputSchema } from '@club/shared';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { requestMeta } from '../../lib/request-meta.js';
import { authedProcedure, procedureFor, publicProcedure, router } from '../../trpc/init.js';
import { authRoutes } from './auth.routes.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.js';
import { sendLoginLink, signInForDevelopment, validateLoginToken } from './auth.service.js';
import { revokeSession } from './sessions.service.js';

export const authRouter = router({
  sendLoginLink: procedureFor(authRoutes.sendLoginLink)
    .input(sendLoginLinkInputSchema)
    .mutation(({ ctx, input }) => sendLoginLink(ctx.services, input, requestMeta(ctx.req, ctx.services.config))),

  validateToken: procedureFor(authRoutes.validateToken)
    .input(validateTokenInputSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await validateLoginToken(ctx.services, input.token, requestMeta(ctx.req, ctx.services.config));
      setSessionCookie(ctx.res, ctx.services.config, result.token);
      return result;
    }),

  devLogin: publicProcedure.mutation(async ({ ctx }) => {
    const result = await signInForDevelopment(ctx.services, requestMeta(ctx.req, ctx.services.config));
    setSessionCookie(ctx.res, ctx.services.config, result.token);
    return result;
  }),

  logout: procedureFor(authRoutes.logout).mutation(async ({ ctx }) => {
    // An API token has no session to end; it works until an admin revokes it (issue 7).
    if (ctx.req.auth.user && ctx.req.auth.sessionId) await revokeSession(ctx.services.db, ctx.req.auth.sessionId);
    clearSessionCookie(ctx.res, ctx.services.config);
    return {};
  }),

  me: authedProcedure.query(({ ctx }) => ctx.user),

  // Issue 7: named API tokens for scripts, managed by admins.
  apiTokens: procedureFor(authRoutes.apiTokens).query(({ ctx }) => listApiTokens(ctx.services)),

  createApiToken: procedureFor(authRoutes.createApiToken)
    .input(apiTokenCreateSchema)
    .mutation(({ ctx, input }) => createApiToken(ctx.services, input)),

  revokeApiToken: procedureFor(authRoutes.revokeApiToken)
    .input(idParamsSchema)
    .mutation(({ ctx, input }) => revokeApiToken(ctx.services, input.id)),
});
