import { router } from '../../trpc/init.js';
import { procedureFrom } from '../../trpc/procedure-from.js';
import { statusRoutes } from './status.routes.js';

export const statusRouter = router({
  get: procedureFrom(statusRoutes.get),
  health: procedureFrom(statusRoutes.health),
  dbTest: procedureFrom(statusRoutes.dbTest),
});
