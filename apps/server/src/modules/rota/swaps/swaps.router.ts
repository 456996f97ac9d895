import {
  acceptSwapInputSchema,
  acceptSwapLinkInputSchema,
  approveSwapInputSchema,
  createSwapRequestInputSchema,
  swapIdInputSchema,
  swapListInputSchema,
} from '@club/shared';
import { setSessionCookie } from '../../auth/session-cookie.js';
import { requestMeta } from '../../../lib/request-meta.js';
import { procedureFor, router } from '../../../trpc/init.js';
import { swapsRoutes } from './swaps.routes.js';
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

/** Issue 9: members ask for and take swaps; administrators see every request and settle or cancel them. */
export const swapsRouter = router({
  mine: procedureFor(swapsRoutes.mine).query(({ ctx }) => getMySwaps(ctx.services)),
  create: procedureFor(swapsRoutes.create)
    .input(createSwapRequestInputSchema)
    .mutation(({ ctx, input }) => createSwapRequest(ctx.services, input)),
  accept: procedureFor(swapsRoutes.accept)
    .input(acceptSwapInputSchema)
    .mutation(({ ctx, input }) => acceptSwap(ctx.services, input)),
  cancel: procedureFor(swapsRoutes.cancel)
    .input(swapIdInputSchema)
    .mutation(({ ctx, input }) => cancelSwap(ctx.services, input.id)),
  decline: procedureFor(swapsRoutes.decline)
    .input(swapIdInputSchema)
    .mutation(({ ctx, input }) => declineSwap(ctx.services, input.id)),
  acceptLink: procedureFor(swapsRoutes.acceptLink)
    .input(acceptSwapLinkInputSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await acceptSwapByLink(ctx.services, input, requestMeta(ctx.req, ctx.services.config));
      setSessionCookie(ctx.res, ctx.services.config, result.token);
      return result;
    }),
  list: procedureFor(swapsRoutes.list)
    .input(swapListInputSchema)
    .query(({ ctx, input }) => listSwaps(ctx.services, input)),
  candidates: procedureFor(swapsRoutes.candidates)
    .input(swapIdInputSchema)
    .query(({ ctx, input }) => swapCandidates(ctx.services, input.id)),
  approve: procedureFor(swapsRoutes.approve)
    .input(approveSwapInputSchema)
    .mutation(({ ctx, input }) => approveSwap(ctx.services, input)),
  offerToEveryone: procedureFor(swapsRoutes.offerToEveryone)
    .input(swapIdInputSchema)
    .mutation(({ ctx, input }) => offerSwapToEveryone(ctx.services, input.id)),
});
