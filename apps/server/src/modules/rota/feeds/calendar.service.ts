import { and, eq } from 'drizzle-orm';
import {
  CALENDAR_MESSAGES,
  calendarFeedName,
  type CalendarFeed,
  type CalendarFeedKind,
  type MyCalendarFeeds,
  type SessionUser,
} from '@club/shared';
import { calendarFeeds, members } from '../../../db/schema/index.js';
import type { ServiceContext, SignedInCaller } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { clubLocaleOf, memberLocale } from '../../../lib/reader-locale.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { listFeedNights } from './feed-nights.js';
import { renderClubFeed, renderMemberFeed } from './feed-ics.js';
import { feedToken, feedUrls, isFeedTokenValid, newFeedNonce, parseFeedToken } from './feed-token.js';
import { onlyRow } from '../../../lib/rows.js';

type FeedCtx = Pick<ServiceContext, 'db' | 'config' | 'clubUrl'>;
type MemberCtx = FeedCtx & { caller: SignedInCaller };
type FeedRow = typeof calendarFeeds.$inferSelect;

const clubNameOf = async (ctx: FeedCtx) => (await getAllSettings(ctx.db, ['club_name'])).club_name;

function toCalendarFeed(ctx: FeedCtx, row: FeedRow, clubName: string): CalendarFeed {
  return {
    kind: row.kind,
    ...feedUrls(ctx.clubUrl, feedToken(ctx.config, row.id, row.nonce)),
    name: calendarFeedName(row.kind, clubName),
    created_at: row.created_at.toISOString(),
    last_fetched_at: row.last_fetched_at?.toISOString() ?? null,
  };
}

/** Issue 9: the caller's private feeds; the club feed only while the caller is an administrator. */
export async function getMyFeeds(ctx: MemberCtx): Promise<MyCalendarFeeds> {
  const rows = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.member_id, ctx.caller.user.id));
  const clubName = await clubNameOf(ctx);
  const of = (kind: CalendarFeedKind) => {
    const row = rows.find((feed) => feed.kind === kind);
    return row ? toCalendarFeed(ctx, row, clubName) : null;
  };
  return { member: of('member'), club: ctx.caller.user.is_admin ? of('club') : null };
}

function assertMayHave(user: SessionUser, kind: CalendarFeedKind) {
  if (kind === 'club' && !user.is_admin) throw new AppError('FORBIDDEN', CALENDAR_MESSAGES.clubFeedAdminOnly);
}

/** Issue 9: creates the feed, or gives it a new URL; the old URL stops working at once. */
export async function resetFeed(ctx: MemberCtx, kind: CalendarFeedKind): Promise<CalendarFeed> {
  assertMayHave(ctx.caller.user, kind);
  // A new URL is a new link: it has not been fetched yet.
  const fresh = { nonce: newFeedNonce(), created_at: new Date(), last_fetched_at: null };
  const row = onlyRow(
    await ctx.db
      .insert(calendarFeeds)
      .values({ member_id: ctx.caller.user.id, kind, ...fresh })
      .onConflictDoUpdate({ target: [calendarFeeds.club_id, calendarFeeds.member_id, calendarFeeds.kind], set: fresh })
      .returning(),
  );
  return toCalendarFeed(ctx, row, await clubNameOf(ctx));
}

/**
 * Issue 9: turns the feed off; its URL answers 404 from now on. Turning off a feed that is not there is no error.
 * Answers the feeds the caller still has.
 */
export async function revokeFeed(ctx: MemberCtx, kind: CalendarFeedKind): Promise<MyCalendarFeeds> {
  await ctx.db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.member_id, ctx.caller.user.id), eq(calendarFeeds.kind, kind)));
  return getMyFeeds(ctx);
}

/**
 * Issue 9: the feed a URL names, as iCalendar text. Anyone holding the URL may read it, so every way it can be
 * wrong (garbled, reset, revoked, a club feed of someone no longer an administrator) is the same 404. Issue 26: a
 * one-time download is the member in a browser, not a calendar app, so it is not counted as the app's last read.
 */
export async function renderFeed(ctx: FeedCtx, token: string, read: 'subscription' | 'download'): Promise<string> {
  const notFound = new AppError('NOT_FOUND', CALENDAR_MESSAGES.feedNotFound);
  const parsed = parseFeedToken(token);
  if (!parsed) throw notFound;
  const [found] = await ctx.db
    .select({ feed: calendarFeeds, is_admin: members.is_admin, locale: members.locale })
    .from(calendarFeeds)
    .innerJoin(members, eq(members.id, calendarFeeds.member_id))
    .where(eq(calendarFeeds.id, parsed.feedId));
  if (!found || !isFeedTokenValid(ctx.config, parsed.mac, found.feed.id, found.feed.nonce)) throw notFound;
  if (found.feed.kind === 'club' && !found.is_admin) throw notFound;

  if (read === 'subscription') {
    await ctx.db.update(calendarFeeds).set({ last_fetched_at: new Date() }).where(eq(calendarFeeds.id, found.feed.id));
  }
  const settings = await getAllSettings(ctx.db, [
    'club_name',
    'club_address',
    'club_night_start',
    'club_night_end',
    'system_timezone',
  ]);
  const club = {
    name: settings.club_name,
    address: settings.club_address,
    publicUrl: ctx.clubUrl,
    night: { start: settings.club_night_start, end: settings.club_night_end, timeZone: settings.system_timezone },
    // Issue 29: the feed speaks its owner's language.
    locale: memberLocale(found, await clubLocaleOf(ctx.db)),
  };
  return found.feed.kind === 'club'
    ? renderClubFeed(club, found.feed.member_id, await listFeedNights(ctx.db))
    : renderMemberFeed(club, found.feed.member_id, await listFeedNights(ctx.db, found.feed.member_id));
}
