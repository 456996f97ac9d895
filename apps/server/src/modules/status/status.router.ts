import { publicProcedure, router } from '../../trpc/init.js';
import { getHealth, getStatus, testDatabase } from './status.service.js';

export const statusRouter = router({
  get: publicProcedure.query(({ ctx }) => getStatus(ctx.services)),
  health: publicProcedure.query(({ ctx }) => getHealth(ctx.services)),
  dbTest: publicProcedure.query(({ ctx }) => testDatabase(ctx.services)),
});
