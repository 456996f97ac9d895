import {
  type AvailabilityResult,
  type MemberAvailability,
  availabilityWriteAnswerSchema,
  availabilityWriteSchema,
  idParamsSchema,
  isAwayWrite,
  memberAvailabilitySchema,
  myDutiesSchema,
  setAvailabilityInputSchema,
  setAwayInputSchema,
} from '@club/shared';
import { defineRoute } from '../../../rest/route.js';
import { setMemberAvailability, setMyAvailability } from './cant-serve.js';
import { getMyDuties } from './my-duties.js';
import { getMemberAvailability, setMemberAway } from './away.js';

/** Issue 9: "me" is always the caller. */
export const availabilityRoutes = {
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
  availability: defineRoute({
    method: 'get',
    path: '/duties/me/availability',
    tag: 'Duties',
    access: 'signed_in',
    accessNote: 'only the caller’s own availability',
    summary:
      'The caller’s single nights, away ranges and repeating rules (and those their partner set for both), and each upcoming night they cannot serve with the reason',
    answer: { kind: 'envelope', data: memberAvailabilitySchema },
    handler: (ctx) => getMemberAvailability(ctx.db, ctx.caller.user.id, ctx.locale),
  }),
  setAvailability: defineRoute({
    method: 'put',
    path: '/duties/me/availability',
    tag: 'Duties',
    access: 'signed_in',
    accessNote: 'only the caller’s own availability',
    summary:
      '{dance_date, available}: mark a night of the current or next schedule the caller can or cannot serve (a warning if already on duty that night). {away: […]}: replace the caller’s away ranges and repeating rules, answered as GET',
    body: availabilityWriteSchema,
    bodyFor: (raw) => (isAwayWrite(raw) ? setAwayInputSchema : setAvailabilityInputSchema),
    errors: [404],
    answer: { kind: 'envelope', data: availabilityWriteAnswerSchema },
    handler: async (ctx, { body }): Promise<AvailabilityResult | MemberAvailability> =>
      'away' in body ? setMemberAway(ctx, ctx.caller.user.id, body) : setMyAvailability(ctx, body),
  }),
  memberAvailability: defineRoute({
    method: 'get',
    path: '/duties/members/{id}/availability',
    numericId: true,
    tag: 'Duties',
    access: 'admin',
    action: 'see availability',
    summary: 'A member’s availability, as GET /duties/me/availability gives it to the member',
    params: idParamsSchema,
    errors: [404],
    answer: { kind: 'envelope', data: memberAvailabilitySchema },
    handler: (ctx, { params }) => getMemberAvailability(ctx.db, params.id, ctx.locale),
  }),
  setMemberAvailability: defineRoute({
    method: 'put',
    path: '/duties/members/{id}/availability',
    numericId: true,
    tag: 'Duties',
    access: 'admin',
    action: 'mark availability for members',
    summary:
      'For a member who called the club, as the member’s own PUT: {dance_date, available, replacement?} marks a night (on duty, it needs a replacement and others are asked or the admins told); {away: […]} replaces their away ranges and rules, answered as GET. Audited as "{admin} for {member}"; the member is e-mailed what changed',
    params: idParamsSchema,
    body: availabilityWriteSchema,
    bodyFor: (raw) => (isAwayWrite(raw) ? setAwayInputSchema : setAvailabilityInputSchema),
    errors: [404],
    answer: { kind: 'envelope', data: availabilityWriteAnswerSchema },
    handler: async (ctx, { params, body }): Promise<AvailabilityResult | MemberAvailability> =>
      'away' in body ? setMemberAway(ctx, params.id, body) : setMemberAvailability(ctx, params.id, body),
  }),
};
