import { cancelNightSchema, idParamsSchema, nightNoticeResultSchema, uncancelNightSchema } from '@club/shared';
import { defineRoute } from '../../../rest/route.js';
import { cancelNight, uncancelNight } from './cancel-night.js';

/** Issue 19: an administrator cancels a night, or puts it back on. */
export const cancelRoutes = {
  cancelNight: defineRoute({
    method: 'post',
    path: '/schedules/assignments/{id}/cancel',
    numericId: true,
    tag: 'Schedules',
    access: 'admin',
    action: 'cancel nights',
    summary:
      'Cancel one night with a reason and e-mail its squareheads or all members (one e-mail per shared address, queued: `batch_id` follows them); it stays on the rota marked cancelled',
    params: idParamsSchema,
    body: cancelNightSchema,
    errors: [404, 409],
    answer: { kind: 'envelope', data: nightNoticeResultSchema },
    handler: (ctx, { params, body }) => cancelNight(ctx, params.id, body),
  }),
  uncancelNight: defineRoute({
    method: 'post',
    path: '/schedules/assignments/{id}/uncancel',
    numericId: true,
    tag: 'Schedules',
    access: 'admin',
    action: 'cancel nights',
    summary:
      'Put a cancelled night back on, with its squareheads as they were; optionally e-mail its squareheads or all members (one e-mail per shared address, queued: `batch_id` follows them)',
    params: idParamsSchema,
    body: uncancelNightSchema,
    bodyMayBeEmpty: true,
    errors: [404, 409],
    answer: { kind: 'envelope', data: nightNoticeResultSchema },
    handler: (ctx, { params, body }) => uncancelNight(ctx, params.id, body),
  }),
};
