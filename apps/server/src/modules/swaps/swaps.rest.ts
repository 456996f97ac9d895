import type { FastifyInstance } from 'fastify';
import {
  acceptSwapInputSchema,
  acceptSwapLinkInputSchema,
  approveSwapInputSchema,
  createSwapRequestInputSchema,
  idParamsSchema,
  swapListInputSchema,
} from '@club/shared';
import { assertAdmin, assertSignedIn } from '../../lib/access.js';
import { parseOrThrow } from '../../lib/errors.js';
import { requestMeta, serviceContext, setSessionCookie } from '../../plugins/auth.js';
import { sendSuccess } from '../../rest/envelope.js';
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

const MANAGE = 'manage swap requests';
// The id travels in the path; the body carries the rest of the shared input.
const acceptBodySchema = acceptSwapInputSchema.omit({ id: true });
const approveBodySchema = approveSwapInputSchema.omit({ id: true });

/** Issue 9 REST routes over the same services as the tRPC router. */
export async function swapsRest(app: FastifyInstance) {
  const signedIn = (request: Parameters<typeof serviceContext>[0]) => ({ ...serviceContext(request), user: assertSignedIn(request.auth) });
  const admin = (request: Parameters<typeof serviceContext>[0]) => ({ ...serviceContext(request), user: assertAdmin(request.auth, MANAGE) });

  app.get('/swaps/mine', async (request, reply) => sendSuccess(reply, await getMySwaps(signedIn(request))));

  app.post('/swaps', async (request, reply) => {
    const ctx = signedIn(request);
    const result = await createSwapRequest(ctx, parseOrThrow(createSwapRequestInputSchema, request.body));
    return sendSuccess(reply, result, { status: 201, message: result.message });
  });

  app.post('/swaps/accept-link', async (request, reply) => {
    const input = parseOrThrow(acceptSwapLinkInputSchema, request.body);
    const result = await acceptSwapByLink(serviceContext(request), input, requestMeta(request));
    setSessionCookie(reply, app.config, result.token);
    return sendSuccess(reply, result);
  });

  app.post('/swaps/:id/accept', async (request, reply) => {
    const ctx = signedIn(request);
    const { id } = parseOrThrow(idParamsSchema, request.params);
    const body = parseOrThrow(acceptBodySchema, request.body ?? {});
    return sendSuccess(reply, await acceptSwap(ctx, { id, ...body }));
  });

  app.post('/swaps/:id/cancel', async (request, reply) => {
    const ctx = signedIn(request);
    const { id } = parseOrThrow(idParamsSchema, request.params);
    return sendSuccess(reply, await cancelSwap(ctx, id));
  });

  app.post('/swaps/:id/decline', async (request, reply) => {
    const ctx = signedIn(request);
    const { id } = parseOrThrow(idParamsSchema, request.params);
    return sendSuccess(reply, await declineSwap(ctx, id));
  });

  app.post('/swaps/:id/offer-all', async (request, reply) => {
    const ctx = admin(request);
    const { id } = parseOrThrow(idParamsSchema, request.params);
    const result = await offerSwapToEveryone(ctx, id);
    return sendSuccess(reply, result, { message: result.message });
  });

  app.get('/swaps', async (request, reply) => {
    const ctx = admin(request);
    return sendSuccess(reply, await listSwaps(ctx, parseOrThrow(swapListInputSchema, request.query)));
  });

  app.get('/swaps/:id/candidates', async (request, reply) => {
    const ctx = admin(request);
    const { id } = parseOrThrow(idParamsSchema, request.params);
    return sendSuccess(reply, await swapCandidates(ctx, id));
  });

  app.post('/swaps/:id/approve', async (request, reply) => {
    const ctx = admin(request);
    const { id } = parseOrThrow(idParamsSchema, request.params);
    const body = parseOrThrow(approveBodySchema, request.body);
    return sendSuccess(reply, await approveSwap(ctx, { id, ...body }));
  });
}
