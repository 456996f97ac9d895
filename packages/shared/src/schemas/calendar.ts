import { z } from 'zod';

/**
 * Issue 9 calendar feeds: 'member' lists the signed-in member's own duty nights; 'club' lists every night of the live
 * schedules and is for administrators only.
 */
export const CALENDAR_FEED_KINDS = ['member', 'club'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

export const calendarFeedKindInputSchema = z.strictObject({
  kind: z.enum(CALENDAR_FEED_KINDS, { error: 'Choose the member or the club calendar' }),
});
export type CalendarFeedKindInput = z.infer<typeof calendarFeedKindInputSchema>;

/** A private feed: anyone holding the URL can read it, so it can be reset (a new URL) or turned off. */
export const calendarFeedSchema = z.object({
  kind: z.enum(CALENDAR_FEED_KINDS),
  /** https URL for "copy the link" and for web calendars. */
  url: z.string(),
  /** The same feed as webcal://, which phones and desktop calendars open as "subscribe". */
  webcal_url: z.string(),
  /** Issue 26: the calendar's own name (X-WR-CALNAME), which Outlook's subscribe link asks for. */
  name: z.string(),
  created_at: z.string(),
  last_fetched_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The caller's feeds; `club` is always null for members who are not administrators. */
export const myCalendarFeedsSchema = z.object({
  member: calendarFeedSchema.nullable(),
  club: calendarFeedSchema.nullable(),
});
export type MyCalendarFeeds = z.infer<typeof myCalendarFeedsSchema>;

/** The name a feed gives its calendar, shown in the member's calendar app: "Hoedown Club – My squarehead duty". */
export function calendarFeedName(kind: CalendarFeedKind, clubName: string): string {
  return `${clubName} – ${kind === 'club' ? 'Squarehead rota' : 'My squarehead duty'}`;
}

export const CALENDAR_MESSAGES = {
  clubFeedAdminOnly: 'Only administrators can have the club calendar.',
  feedNotFound: 'This calendar link is invalid or was turned off.',
  /** Issue 25: a night the member said they cannot serve, in their own feed (no alarm rings for it). */
  notServingBadge: 'NOT SERVING',
  notServingLine: 'You said you can’t serve this night. It stays here until someone takes your place.',
} as const;
