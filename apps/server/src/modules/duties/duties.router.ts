import { setAvailabilityInputSchema } from '@club/shared';
import { procedureFor, router } from '../../trpc/init.js';
import { dutiesRoutes } from './duties.routes.js';
import { getMyDuties, setMyAvailability } from './duties.service.js';

/** Issue 9: every signed-in member reads and marks only their own duties and availability. */
export const dutiesRouter = router({
  me: procedureFor(dutiesRoutes.me).query(({ ctx }) => getMyDuties(ctx.services)),
  setAvailability: procedureFor(dutiesRoutes.setAvailability)
    .input(setAvailabilityInputSchema)
    .mutation(({ ctx, input }) => setMyAvailability(ctx.services, input)),
});
