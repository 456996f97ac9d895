import { z } from 'zod';
import {
  CALENDAR_MESSAGES,
  calendarFeedKindInputSchema,
  calendarFeedSchema,
  myCalendarFeedsSchema,
} from '@club/shared';
import { AppError } from '../../../lib/errors.js';
import { defineRoute } from '../../../rest/route.js';
import { getMyFeeds, renderFeed, resetFeed, revokeFeed } from './calendar.service.js';

/** Calendar apps re-fetch on their own schedule; a short cache only spares a burst of fetches from one client. */
const FEED_CACHE_SECONDS = 300;
const FEED_FILE_NAME = 'squarehead-calendar.ics';

/** Issue 9: the caller's own feeds, and the public feed the calendar apps fetch. */
export const calendarRoutes = {
  feeds: defineRoute({
    method: 'get',
    path: '/calendar/feeds',
    tag: 'Calendar',
    access: 'signed_in',
    accessNote: 'always the caller’s own feeds; the club feed for administrators only',
    summary: 'The caller’s private calendar feed URLs (null where turned off)',
    answer: { kind: 'envelope', data: myCalendarFeedsSchema },
    handler: (ctx) => getMyFeeds(ctx),
  }),
  resetFeed: defineRoute({
    method: 'put',
    path: '/calendar/feeds/{kind}',
    tag: 'Calendar',
    access: 'signed_in',
    accessNote: 'the club feed for administrators only',
    summary: 'Create the caller’s calendar feed, or give it a new URL (the old URL stops working at once)',
    params: calendarFeedKindInputSchema,
    errors: [403],
    answer: { kind: 'envelope', data: calendarFeedSchema },
    handler: (ctx, { params }) => resetFeed(ctx, params.kind),
  }),
  revokeFeed: defineRoute({
    method: 'delete',
    path: '/calendar/feeds/{kind}',
    tag: 'Calendar',
    access: 'signed_in',
    accessNote: 'only the caller’s own feed',
    summary: 'Turn the caller’s calendar feed off (its URL answers 404); answers the feeds left',
    params: calendarFeedKindInputSchema,
    answer: { kind: 'envelope', data: myCalendarFeedsSchema },
    handler: (ctx, { params }) => revokeFeed(ctx, params.kind),
  }),
  // Public: calendar apps send no session, the secret in the URL is the credential.
  icalFeed: defineRoute({
    method: 'get',
    path: '/ical/{file}',
    tag: 'Calendar',
    access: 'public',
    accessNote: 'the secret in the URL is the credential',
    summary: 'A private calendar feed (iCalendar, RFC 5545) for phone and desktop calendars',
    params: z.object({ file: z.string().describe('<token>.ics, as in the feed URL') }),
    // Issue 26: the one-time download is the same URL, so it needs no other credential than the feed's own.
    query: z.object({
      download: z
        .enum(['1'], { error: 'download is 1 or left out' })
        .optional()
        .describe('1: answer as a file to save (Content-Disposition: attachment), a one-time copy'),
    }),
    errors: [404],
    answer: {
      kind: 'file',
      contentType: 'text/calendar',
      description: `Content-Disposition: inline; filename="${FEED_FILE_NAME}" (attachment with download=1)`,
    },
    handler: async (ctx, { params, query }) => {
      if (!params.file.endsWith('.ics')) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.feedNotFound);
      const isDownload = query.download === '1';
      const token = params.file.slice(0, -'.ics'.length);
      return {
        body: await renderFeed(ctx, token, isDownload ? 'download' : 'subscription'),
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'cache-control': `private, max-age=${FEED_CACHE_SECONDS}`,
          'content-disposition': `${isDownload ? 'attachment' : 'inline'}; filename="${FEED_FILE_NAME}"`,
        },
      };
    },
  }),
};
