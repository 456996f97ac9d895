import {
  acceptSwapInputSchema,
  acceptSwapLinkInputSchema,
  approveSwapInputSchema,
  createSwapRequestInputSchema,
  swapIdInputSchema,
  swapListInputSchema,
} from '@club/shared';
import { setSessionCookie } from '../auth/session-cookie.js';
import { requestMeta } from '../../lib/request-meta.js';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/init.js';
import { acceptSwap, acceptSwapByLink, approveSwap, cancelSwap, createSwapRequest, getMySwaps, listSwaps, swapCandidates } from './swaps.service.js';

const manageSwaps = adminProcedure.meta({ adminAction: 'manage swap requests' });

/** Issue 9: members ask for and take swaps; administrators see every request and settle or cancel them. */
export const swapsRouter = router({
  mine: authedProcedure.query(({ ctx }) => getMySwaps(ctx.services)),
  create: authedProcedure.input(createSwapRequestInputSchema).mutation(({ ctx, input }) => createSwapRequest(ctx.services, input)),
  accept: authedProcedure.input(acceptSwapInputSchema).mutation(({ ctx, input }) => acceptSwap(ctx.services, input)),
  cancel: authedProcedure.input(swapIdInputSchema).mutation(({ ctx, input }) => cancelSwap(ctx.services, input.id)),
  acceptLink: publicProcedure.input(acceptSwapLinkInputSchema).mutation(async ({ ctx, input }) => {
    const result = await acceptSwapByLink(ctx.services, input, requestMeta(ctx.req, ctx.services.config));
    setSessionCookie(ctx.res, ctx.services.config, result.token);
    return result;
  }),
  list: manageSwaps.input(swapListInputSchema).query(({ ctx, input }) => listSwaps(ctx.services, input)),
  candidates: manageSwaps.input(swapIdInputSchema).query(({ ctx, input }) => swapCandidates(ctx.services, input.id)),
  approve: manageSwaps.input(approveSwapInputSchema).mutation(({ ctx, input }) => approveSwap(ctx.services, input)),
});
