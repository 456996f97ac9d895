import { router } from '../../trpc/init.js';
import { procedureFrom } from '../../trpc/procedure-from.js';
import { notifyRoutes } from './notify.routes.js';

export const notifyRouter = router({
  batch: procedureFrom(notifyRoutes.batch),
  failed: procedureFrom(notifyRoutes.failed),
  retry: procedureFrom(notifyRoutes.retry),
});
