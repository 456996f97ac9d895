import { procedureFor, router } from '../../trpc/init.js';
import { statusRoutes } from './status.routes.js';
import { getHealth, getStatus, testDatabase } from './status.service.js';

export const statusRouter = router({
  get: procedureFor(statusRoutes.get).query(({ ctx }) => getStatus(ctx.services)),
  health: procedureFor(statusRoutes.health).query(({ ctx }) => getHealth(ctx.services)),
  dbTest: procedureFor(statusRoutes.dbTest).query(({ ctx }) => testDatabase(ctx.services)),
});
