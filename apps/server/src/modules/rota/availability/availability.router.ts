import { router } from '../../../trpc/init.js';
import { procedureFrom } from '../../../trpc/procedure-from.js';
import { availabilityRoutes } from './availability.routes.js';

/** Issue 9: every signed-in member reads and marks only their own duties and availability. */
export const availabilityRouter = router({
  me: procedureFrom(availabilityRoutes.me),
  // Issue 19: a single night ({dance_date, available}) or the away ranges and rules ({away}), as the PUT takes them.
  availability: procedureFrom(availabilityRoutes.availability),
  setAvailability: procedureFrom(availabilityRoutes.setAvailability),
  // Issue 19 part 7: the same for a member who called the club.
  memberAvailability: procedureFrom(availabilityRoutes.memberAvailability),
  setMemberAvailability: procedureFrom(availabilityRoutes.setMemberAvailability),
});
