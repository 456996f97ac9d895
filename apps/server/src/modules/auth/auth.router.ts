import { sendLoginLinkInputSchema, validateTokenInputSchema } from '@club/shared';
import { clearSessionCookie, requestMeta, setSessionCookie } from '../../plugins/auth.js';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.js';
import { sendLoginLink, signInForDevelopment, validateLoginToken } from './auth.service.js';
import { revokeSession } from './sessions.service.js';

export const authRouter = router({
  sendLoginLink: publicProcedure
    .input(sendLoginLinkInputSchema)
    .mutation(({ ctx, input }) => sendLoginLink(ctx.services, input, requestMeta(ctx.req))),

  validateToken: publicProcedure.input(validateTokenInputSchema).mutation(async ({ ctx, input }) => {
    const result = await validateLoginToken(ctx.services, input.token, requestMeta(ctx.req));
    setSessionCookie(ctx.res, ctx.services.config, result.token);
    return result;
  }),

  devLogin: publicProcedure.mutation(async ({ ctx }) => {
    const result = await signInForDevelopment(ctx.services, requestMeta(ctx.req));
    setSessionCookie(ctx.res, ctx.services.config, result.token);
    return result;
  }),

  logout: authedProcedure.mutation(async ({ ctx }) => {
    if (ctx.req.auth.user) await revokeSession(ctx.services.db, ctx.req.auth.sessionId);
    clearSessionCookie(ctx.res, ctx.services.config);
    return {};
  }),

  me: authedProcedure.query(({ ctx }) => ctx.user),
});
