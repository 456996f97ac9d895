import { router } from '../../../trpc/init.js';
import { procedureFrom } from '../../../trpc/procedure-from.js';
import { calendarRoutes } from './calendar.routes.js';

/** Issue 9: every signed-in member manages only their own calendar feeds; the service gates the club feed. */
export const calendarRouter = router({
  feeds: procedureFrom(calendarRoutes.feeds),
  resetFeed: procedureFrom(calendarRoutes.resetFeed),
  revokeFeed: procedureFrom(calendarRoutes.revokeFeed),
});
