import { calendarFeedKindInputSchema } from '@club/shared';
import { authedProcedure, router } from '../../trpc/init.js';
import { getMyFeeds, resetFeed, revokeFeed } from './calendar.service.js';

/** Issue 9: every signed-in member manages only their own calendar feeds; the service gates the club feed. */
export const calendarRouter = router({
  feeds: authedProcedure.query(({ ctx }) => getMyFeeds(ctx.services)),
  resetFeed: authedProcedure.input(calendarFeedKindInputSchema).mutation(({ ctx, input }) => resetFeed(ctx.services, input.kind)),
  revokeFeed: authedProcedure.input(calendarFeedKindInputSchema).mutation(({ ctx, input }) => revokeFeed(ctx.services, input.kind)),
});
