import { failedMailListSchema, idParamsSchema, MAIL_MESSAGES, mailBatchSchema, queuedMailSchema } from '@club/shared';
import { defineRoute } from '../../rest/route.js';
import { getMailBatch, listFailedMail, retryFailedMail } from './notify.service.js';

export const notifyRoutes = {
  batch: defineRoute({
    method: 'get',
    path: '/notify/batches/{id}',
    tag: 'Email',
    access: 'admin',
    action: 'follow e-mails being sent',
    summary: 'How far the e-mails one action queued have got (queued, sent, failed of total)',
    params: idParamsSchema,
    numericId: true,
    errors: [404],
    answer: { kind: 'envelope', data: mailBatchSchema },
    handler: (ctx, { params }) => getMailBatch(ctx.db, params.id),
  }),
  failed: defineRoute({
    method: 'get',
    path: '/notify/failed',
    tag: 'Email',
    access: 'admin',
    action: 'see e-mails that could not be sent',
    summary: 'Every e-mail that failed after its last try, newest first',
    answer: { kind: 'envelope', data: failedMailListSchema },
    handler: (ctx) => listFailedMail(ctx.db),
  }),
  retry: defineRoute({
    method: 'post',
    path: '/notify/messages/{id}/retry',
    tag: 'Email',
    access: 'admin',
    action: 'send failed e-mails again',
    summary: 'Try a failed e-mail again (not one that held one-time links: those are never kept)',
    params: idParamsSchema,
    numericId: true,
    errors: [404, 409],
    answer: { kind: 'envelope', data: queuedMailSchema, message: MAIL_MESSAGES.retried },
    handler: (ctx, { params }) => retryFailedMail(ctx, params.id),
  }),
};
