import { idParamsSchema } from '@club/shared';
import { procedureFor, router } from '../../trpc/init.js';
import { notifyRoutes } from './notify.routes.js';
import { getMailBatch, listFailedMail, retryFailedMail } from './notify.service.js';

export const notifyRouter = router({
  batch: procedureFor(notifyRoutes.batch)
    .input(idParamsSchema)
    .query(({ ctx, input }) => getMailBatch(ctx.services.db, input.id)),
  failed: procedureFor(notifyRoutes.failed).query(({ ctx }) => listFailedMail(ctx.services.db)),
  retry: procedureFor(notifyRoutes.retry)
    .input(idParamsSchema)
    .mutation(({ ctx, input }) => retryFailedMail(ctx.services, input.id)),
});
