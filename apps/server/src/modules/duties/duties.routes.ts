import { availabilityResultSchema, myDutiesSchema, setAvailabilityInputSchema } from '@club/shared';
import { defineRoute } from '../../rest/route.js';
import { getMyDuties, setMyAvailability } from './duties.service.js';

/** Issue 9: "me" is always the caller. */
export const dutiesRoutes = {
  me: defineRoute({
    method: 'get',
    path: '/duties/me',
    tag: 'Duties',
    access: 'signed_in',
    accessNote: 'always the caller’s own duties',
    summary:
      'The caller’s upcoming duties with who serves with them, the nights they marked unavailable and the nights they can mark',
    answer: { kind: 'envelope', data: myDutiesSchema },
    handler: (ctx) => getMyDuties(ctx),
  }),
  setAvailability: defineRoute({
    method: 'put',
    path: '/duties/me/availability',
    tag: 'Duties',
    access: 'signed_in',
    accessNote: 'only the caller’s own availability',
    summary:
      'Mark a night of the current or next schedule the caller can or cannot serve (a warning if already on duty that night)',
    body: setAvailabilityInputSchema,
    answer: { kind: 'envelope', data: availabilityResultSchema },
    handler: (ctx, { body }) => setMyAvailability(ctx, body),
  }),
};
