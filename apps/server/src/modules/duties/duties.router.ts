import { router } from '../../trpc/init.js';
import { procedureFrom } from '../../trpc/procedure-from.js';
import { dutiesRoutes } from './duties.routes.js';

/** Issue 9: every signed-in member reads and marks only their own duties and availability. */
export const dutiesRouter = router({
  me: procedureFrom(dutiesRoutes.me),
  // Issue 19: a single night ({dance_date, available}) or the away ranges and rules ({away}), as the PUT takes them.
  availability: procedureFrom(dutiesRoutes.availability),
  setAvailability: procedureFrom(dutiesRoutes.setAvailability),
  // Issue 19 part 7: the same for a member who called the club.
  memberAvailability: procedureFrom(dutiesRoutes.memberAvailability),
  setMemberAvailability: procedureFrom(dutiesRoutes.setMemberAvailability),
});
