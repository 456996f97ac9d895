import { idParamsSchema, setAvailabilityInputSchema, setAwayInputSchema } from '@club/shared';
import { procedureFor, router } from '../../trpc/init.js';
import { dutiesRoutes } from './duties.routes.js';
import { setMemberAvailability, setMyAvailability } from '../rota/availability/cant-serve.js';
import { getMyDuties } from '../rota/availability/my-duties.js';
import { getMemberAvailability, setMemberAway } from '../rota/availability/away.js';

/** Issue 9: every signed-in member reads and marks only their own duties and availability. */
export const dutiesRouter = router({
  me: procedureFor(dutiesRoutes.me).query(({ ctx }) => getMyDuties(ctx.services)),
  setAvailability: procedureFor(dutiesRoutes.setAvailability)
    .input(setAvailabilityInputSchema)
    .mutation(({ ctx, input }) => setMyAvailability(ctx.services, input)),
  // Issue 19: ranges and repeating rules, for the caller; admins do the same for a member.
  availability: procedureFor(dutiesRoutes.availability).query(({ ctx }) =>
    getMemberAvailability(ctx.services.db, ctx.services.caller.user.id),
  ),
  setAway: procedureFor(dutiesRoutes.setAvailability)
    .input(setAwayInputSchema)
    .mutation(({ ctx, input }) => setMemberAway(ctx.services, ctx.services.caller.user.id, input)),
  memberAvailability: procedureFor(dutiesRoutes.memberAvailability)
    .input(idParamsSchema)
    .query(({ ctx, input }) => getMemberAvailability(ctx.services.db, input.id)),
  setMemberAway: procedureFor(dutiesRoutes.setMemberAway)
    .input(idParamsSchema.extend({ data: setAwayInputSchema }))
    .mutation(({ ctx, input }) => setMemberAway(ctx.services, input.id, input.data)),
  // Issue 19 part 7: a single night (and "can't serve" with its choice) for a member who called the club.
  setMemberAvailability: procedureFor(dutiesRoutes.setMemberAway)
    .input(idParamsSchema.extend({ data: setAvailabilityInputSchema }))
    .mutation(({ ctx, input }) => setMemberAvailability(ctx.services, input.id, input.data)),
});
