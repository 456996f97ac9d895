import { calendarFeedKindInputSchema } from '@club/shared';
import { procedureFor, router } from '../../../trpc/init.js';
import { calendarRoutes } from './calendar.routes.js';
import { getMyFeeds, resetFeed, revokeFeed } from './calendar.service.js';

/** Issue 9: every signed-in member manages only their own calendar feeds; the service gates the club feed. */
export const calendarRouter = router({
  feeds: procedureFor(calendarRoutes.feeds).query(({ ctx }) => getMyFeeds(ctx.services)),
  resetFeed: procedureFor(calendarRoutes.resetFeed)
    .input(calendarFeedKindInputSchema)
    .mutation(({ ctx, input }) => resetFeed(ctx.services, input.kind)),
  revokeFeed: procedureFor(calendarRoutes.revokeFeed)
    .input(calendarFeedKindInputSchema)
    .mutation(({ ctx, input }) => revokeFeed(ctx.services, input.kind)),
});
