import { setAvailabilityInputSchema } from '@club/shared';
import { authedProcedure, router } from '../../trpc/init.js';
import { getMyDuties, setMyAvailability } from './duties.service.js';

/** Issue 9: every signed-in member reads and marks only their own duties and availability. */
export const dutiesRouter = router({
  me: authedProcedure.query(({ ctx }) => getMyDuties(ctx.services)),
  setAvailability: authedProcedure
    .input(setAvailabilityInputSchema)
    .mutation(({ ctx, input }) => setMyAvailability(ctx.services, input)),
});
