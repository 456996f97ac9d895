import { assignmentSchema, idParamsSchema, signupInputSchema, signupWithdrawSchema } from '@club/shared';
import { defineRoute } from '../../../rest/route.js';
import { withdrawSignup } from './give-back.js';
import { signUpForNight } from './sign-up.js';

/** Issue 19 part 2: members take an open place on a night, or give a self-chosen one back. */
export const signupRoutes = {
  signup: defineRoute({
    method: 'post',
    path: '/schedules/assignments/{id}/signup',
    numericId: true,
    tag: 'Schedules',
    access: 'signed_in',
    accessNote:
      'the caller signs themself up (with_partner: their partner too, or neither); an administrator may name member_id to act for a member',
    summary:
      'Take an open place on a night of the next schedule (or of the current one more than 48 hours away) when the club allows self sign-up (403 when it does not); 409 when the night is full',
    params: idParamsSchema,
    body: signupInputSchema,
    bodyMayBeEmpty: true,
    errors: [403, 404, 409],
    answer: { kind: 'envelope', data: assignmentSchema },
    handler: (ctx, { params, body }) => signUpForNight(ctx, params.id, body),
  }),
  withdrawSignup: defineRoute({
    method: 'delete',
    path: '/schedules/assignments/{id}/signup',
    numericId: true,
    tag: 'Schedules',
    access: 'signed_in',
    accessNote: 'the caller’s own sign-up; an administrator may name member_id to act for a member',
    summary: 'Give back a night taken by signing up, while it is more than 7 days away',
    params: idParamsSchema,
    body: signupWithdrawSchema,
    bodyMayBeEmpty: true,
    errors: [403, 404],
    answer: { kind: 'envelope', data: assignmentSchema },
    handler: (ctx, { params, body }) => withdrawSignup(ctx, params.id, body),
  }),
};
