import { authedProcedure, router } from '../../trpc/init.js';
import { getMemberSummary } from './users.service.js';

export const usersRouter = router({
  summary: authedProcedure.query(({ ctx }) => getMemberSummary(ctx.services.db)),
});
