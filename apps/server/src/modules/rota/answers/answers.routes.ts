import {
  confirmNightInputSchema,
  declineNightInputSchema,
  idParamsSchema,
  nightAnswerSchema,
  publishResultSchema,
  respondLinkInputSchema,
  respondLinkQuerySchema,
  respondLinkResultSchema,
  respondLinkViewSchema,
  waitingAnswerSchema,
} from '@club/shared';
import { z } from 'zod';
import { defineRoute } from '../../../rest/route.js';
import { confirmNight, declineNight } from './answer-night.js';
import { publishNextSchedule } from './publish.js';
import { respondByLink, viewRespondLink } from './respond-link.js';
import { listWaitingAnswers } from './waiting-answers.js';

/** Issue 19 part 3: publish the next schedule, answer for a night (in the app or from the e-mailed link), see who has not. */
export const answersRoutes = {
  publish: defineRoute({
    method: 'post',
    path: '/schedules/next/publish',
    tag: 'Schedules',
    access: 'admin',
    action: 'publish schedules',
    summary:
      'Ask every squarehead of the next schedule to confirm or decline their nights: one e-mail per shared address with one-click links; publishing again asks only about new or changed nights',
    // 422: nobody is assigned on the next schedule yet, so there is nobody to ask.
    errors: [409, 422],
    handler: (ctx) => publishNextSchedule(ctx),
    answer: { kind: 'envelope', data: publishResultSchema, message: (result) => result.message },
  }),
  waiting: defineRoute({
    method: 'get',
    path: '/schedules/confirmations/waiting',
    tag: 'Schedules',
    access: 'admin',
    action: 'see who has not answered',
    summary: 'Squareheads of published nights still to come who have not confirmed or declined, by night',
    answer: { kind: 'envelope', data: z.array(waitingAnswerSchema) },
    handler: (ctx) => listWaitingAnswers(ctx.db),
  }),
  confirmNight: defineRoute({
    method: 'post',
    path: '/schedules/assignments/{id}/confirm',
    numericId: true,
    tag: 'Schedules',
    access: 'signed_in',
    accessNote: 'a squarehead of the night for themself; an administrator for a member with member_id',
    summary: 'Say “I’ll be there” for a night of a published schedule',
    params: idParamsSchema,
    body: confirmNightInputSchema,
    bodyMayBeEmpty: true,
    errors: [403, 404, 409],
    handler: (ctx, { params, body }) => confirmNight(ctx, params.id, body),
    answer: { kind: 'envelope', data: nightAnswerSchema, message: (answer) => answer.message },
  }),
  declineNight: defineRoute({
    method: 'post',
    path: '/schedules/assignments/{id}/decline',
    numericId: true,
    tag: 'Schedules',
    access: 'signed_in',
    accessNote:
      'a squarehead of the night for themself or, with member_id, for their partner or someone sharing their inbox; an administrator for any member with member_id',
    summary:
      'Say “I can’t make it” for a night of a published schedule: the night needs a replacement and the admins are told, as for “can’t serve”',
    params: idParamsSchema,
    body: declineNightInputSchema,
    bodyMayBeEmpty: true,
    errors: [403, 404, 409],
    handler: (ctx, { params, body }) => declineNight(ctx, params.id, body),
    answer: { kind: 'envelope', data: nightAnswerSchema, message: (answer) => answer.message },
  }),
  viewRespondLink: defineRoute({
    method: 'get',
    path: '/schedules/respond-link',
    tag: 'Schedules',
    access: 'public',
    accessNote: 'the e-mailed token is the credential; reading it answers nothing and signs nobody in',
    summary:
      'The night an e-mailed answer link names, for its page before the tap: the member, the night and their answer so far (409 when the link can no longer answer)',
    query: respondLinkQuerySchema,
    errors: [409],
    handler: (ctx, { query }) => viewRespondLink(ctx, query.token),
    answer: { kind: 'envelope', data: respondLinkViewSchema },
  }),
  respondLink: defineRoute({
    method: 'post',
    path: '/schedules/respond-link',
    tag: 'Schedules',
    access: 'public',
    accessNote:
      'the e-mailed token is the credential; it signs in as that member only, with member rights, for one hour',
    summary:
      'Confirm or decline a night from the e-mailed link (once; until the night, while the member is on it and keeps the address it was mailed to); a decline may carry a reason and the replacement choice',
    body: respondLinkInputSchema,
    errors: [409],
    session: 'set',
    handler: (ctx, { body, meta }) => respondByLink(ctx, body, meta),
    answer: { kind: 'envelope', data: respondLinkResultSchema, message: (answer) => answer.message },
  }),
};
