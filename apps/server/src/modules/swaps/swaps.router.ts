import {
  acceptSwapInputSchema,
  acceptSwapLinkInputSchema,
  approveSwapInputSchema,
  createSwapRequestInputSchema,
  swapIdInputSchema,
  swapListInputSchema,
} from '@club/shared';
import { requestMeta, setSessionCookie } from '../../plugins/auth.js';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/init.js';
import {
  acceptSwap,
  acceptSwapByLink,
  approveSwap,
  cancelSwap,
  createSwapRequest,
  declineSwap,
  getMySwaps,
  listSwaps,
  offerSwapToEveryone,
  swapCandidates,
} from './swaps.service.js';

const manageSwaps = adminProcedure.meta({ adminAction: 'manage swap requests' });

/** Issue 9: members ask for and take swaps; administrators see every request and settle or cancel them. */
export const swapsRouter = router({
  mine: authedProcedure.query(({ ctx }) => getMySwaps({ ...ctx.services, user: ctx.user })),
  create: authedProcedure.input(createSwapRequestInputSchema).mutation(({ ctx, input }) => createSwapRequest({ ...ctx.services, user: ctx.user }, input)),
  accept: authedProcedure.input(acceptSwapInputSchema).mutation(({ ctx, input }) => acceptSwap({ ...ctx.services, user: ctx.user }, input)),
  cancel: authedProcedure.input(swapIdInputSchema).mutation(({ ctx, input }) => cancelSwap({ ...ctx.services, user: ctx.user }, input.id)),
  decline: authedProcedure.input(swapIdInputSchema).mutation(({ ctx, input }) => declineSwap({ ...ctx.services, user: ctx.user }, input.id)),
  acceptLink: publicProcedure.input(acceptSwapLinkInputSchema).mutation(async ({ ctx, input }) => {
    const result = await acceptSwapByLink(ctx.services, input, requestMeta(ctx.req));
    setSessionCookie(ctx.res, ctx.services.config, result.token);
    return result;
  }),
  list: manageSwaps.input(swapListInputSchema).query(({ ctx, input }) => listSwaps(ctx.services, input)),
  candidates: manageSwaps.input(swapIdInputSchema).query(({ ctx, input }) => swapCandidates(ctx.services, input.id)),
  offerToEveryone: manageSwaps.input(swapIdInputSchema).mutation(({ ctx, input }) => offerSwapToEveryone({ ...ctx.services, user: ctx.user }, input.id)),
  approve: manageSwaps.input(approveSwapInputSchema).mutation(({ ctx, input }) => approveSwap({ ...ctx.services, user: ctx.user }, input)),
});
