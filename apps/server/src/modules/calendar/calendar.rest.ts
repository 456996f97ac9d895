import type { FastifyInstance } from 'fastify';
import { CALENDAR_MESSAGES, calendarFeedKindInputSchema, type SessionUser } from '@club/shared';
import { assertSignedIn } from '../../lib/access.js';
import { signedInCaller } from '../../lib/context.js';
import { AppError, parseOrThrow } from '../../lib/errors.js';
import { sendSuccess } from '../../rest/envelope.js';
import { getMyFeeds, renderFeed, resetFeed, revokeFeed } from './calendar.service.js';

/** Calendar apps re-fetch on their own schedule; a short cache only spares a burst of fetches from one client. */
const FEED_CACHE_SECONDS = 300;

/** Issue 9 REST routes over the same services as the tRPC router, and the public feed the calendar apps fetch. */
export async function calendarRest(app: FastifyInstance) {
  const ctxOf = (user: SessionUser) => ({ db: app.db, config: app.config, caller: signedInCaller(user) });

  app.get('/calendar/feeds', async (request, reply) => {
    const user = assertSignedIn(request.auth);
    return sendSuccess(reply, await getMyFeeds(ctxOf(user)));
  });

  app.put('/calendar/feeds/:kind', async (request, reply) => {
    const user = assertSignedIn(request.auth);
    const { kind } = parseOrThrow(calendarFeedKindInputSchema, request.params);
    return sendSuccess(reply, await resetFeed(ctxOf(user), kind));
  });

  app.delete('/calendar/feeds/:kind', async (request, reply) => {
    const user = assertSignedIn(request.auth);
    const { kind } = parseOrThrow(calendarFeedKindInputSchema, request.params);
    return sendSuccess(reply, await revokeFeed(ctxOf(user), kind));
  });

  // Public: calendar apps send no session, the secret in the URL is the credential.
  app.get('/ical/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!file.endsWith('.ics')) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.feedNotFound);
    const ics = await renderFeed({ db: app.db, config: app.config }, file.slice(0, -'.ics'.length));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', `private, max-age=${FEED_CACHE_SECONDS}`)
      .header('content-disposition', 'inline; filename="squarehead-calendar.ics"')
      .send(ics);
  });
}
