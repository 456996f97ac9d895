import { z } from 'zod';
import {
  acceptSwapInputSchema,
  acceptSwapLinkInputSchema,
  adminSwapRequestSchema,
  approveSwapInputSchema,
  createSwapRequestInputSchema,
  idParamsSchema,
  mySwapsSchema,
  swapAcceptResultSchema,
  swapCandidateSchema,
  swapCreatedSchema,
  swapLinkResultSchema,
  swapListInputSchema,
  swapRequestSchema,
} from '@club/shared';
import { defineRoute } from '../../rest/route.js';
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

export const MANAGE_SWAPS = 'manage swap requests';

/** Issue 9: members ask for and take swaps; administrators see every request and settle or cancel them. */
export const swapsRoutes = {
  mine: defineRoute({
    method: 'get', path: '/swaps/mine', tag: 'Swaps', access: 'signed_in', accessNote: 'always the caller’s own requests and offers',
    summary: 'The caller’s swap requests (open and settled in the last 30 days) and the open requests they could take',
    answer: { kind: 'envelope', data: mySwapsSchema },
    handler: (ctx) => getMySwaps(ctx),
  }),
  create: defineRoute({
    method: 'post', path: '/swaps', tag: 'Swaps', access: 'signed_in', accessNote: 'only for a night the caller serves on',
    summary: 'Ask to give away or swap a night; eligible members are e-mailed a one-click accept link in waves, least served first',
    body: createSwapRequestInputSchema, errors: [409],
    handler: (ctx, { body }) => createSwapRequest(ctx, body),
    answer: { kind: 'envelope', data: swapCreatedSchema, status: 201, message: (created) => created.message },
  }),
  acceptLink: defineRoute({
    method: 'post', path: '/swaps/accept-link', tag: 'Swaps', access: 'public', accessNote: 'the e-mailed token is the credential; it also signs the taker in',
    summary: 'Take a night from the e-mailed link (the first to accept wins; the others get 409)',
    body: acceptSwapLinkInputSchema, errors: [401, 409], session: 'set',
    answer: { kind: 'envelope', data: swapLinkResultSchema },
    handler: (ctx, { body, meta }) => acceptSwapByLink(ctx, body, meta),
  }),
  // The id travels in the path; the body carries the rest of the shared input.
  accept: defineRoute({
    method: 'post', path: '/swaps/{id}/accept', tag: 'Swaps', access: 'signed_in', accessNote: 'assignable members other than the requester',
    summary: 'Take an open request in the app (the first to accept wins; the others get 409)',
    params: idParamsSchema, body: acceptSwapInputSchema.omit({ id: true }), bodyMayBeEmpty: true, errors: [403, 404, 409],
    answer: { kind: 'envelope', data: swapAcceptResultSchema },
    handler: (ctx, { params, body }) => acceptSwap(ctx, { id: params.id, ...body }),
  }),
  cancel: defineRoute({
    method: 'post', path: '/swaps/{id}/cancel', tag: 'Swaps', access: 'signed_in', accessNote: 'the requester or an administrator',
    summary: 'Withdraw or cancel an open request; the members who were asked are told',
    params: idParamsSchema, errors: [403, 404, 409],
    answer: { kind: 'envelope', data: swapRequestSchema },
    handler: (ctx, { params }) => cancelSwap(ctx, params.id),
  }),
  decline: defineRoute({
    method: 'post', path: '/swaps/{id}/decline', tag: 'Swaps', access: 'signed_in', accessNote: 'members other than the requester',
    summary: 'Say no to an open request: no later wave asks the caller and no notice tells them how it ended',
    params: idParamsSchema, errors: [404, 409],
    answer: { kind: 'envelope', data: mySwapsSchema },
    handler: (ctx, { params }) => declineSwap(ctx, params.id),
  }),
  offerToEveryone: defineRoute({
    method: 'post', path: '/swaps/{id}/offer-all', tag: 'Swaps', access: 'admin', action: MANAGE_SWAPS,
    summary: 'E-mail an open request to every eligible member not asked yet, without waiting for the next wave',
    params: idParamsSchema, errors: [404, 409],
    handler: (ctx, { params }) => offerSwapToEveryone(ctx, params.id),
    answer: { kind: 'envelope', data: swapCreatedSchema, message: (result) => result.message },
  }),
  list: defineRoute({
    method: 'get', path: '/swaps', tag: 'Swaps', access: 'admin', action: MANAGE_SWAPS,
    summary: 'Open swap requests, or every request with status=all, each with who was offered it and when',
    query: swapListInputSchema,
    answer: { kind: 'envelope', data: z.array(adminSwapRequestSchema) },
    handler: (ctx, { query }) => listSwaps(ctx, query),
  }),
  candidates: defineRoute({
    method: 'get', path: '/swaps/{id}/candidates', tag: 'Swaps', access: 'admin', action: MANAGE_SWAPS,
    summary: 'Who could take an open request, with the nights they could hand back',
    params: idParamsSchema, errors: [404, 409],
    answer: { kind: 'envelope', data: z.array(swapCandidateSchema) },
    handler: (ctx, { params }) => swapCandidates(ctx, params.id),
  }),
  approve: defineRoute({
    method: 'post', path: '/swaps/{id}/approve', tag: 'Swaps', access: 'admin', action: MANAGE_SWAPS,
    summary: 'Settle an open request with a member the administrator chose',
    params: idParamsSchema, body: approveSwapInputSchema.omit({ id: true }), errors: [404, 409],
    answer: { kind: 'envelope', data: swapAcceptResultSchema },
    handler: (ctx, { params, body }) => approveSwap(ctx, { id: params.id, ...body }),
  }),
};
