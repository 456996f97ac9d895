import { sql } from 'drizzle-orm';
import {
  char,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SwapKind, SwapStatus } from '@club/shared';
import { clubIdColumn, clubPrimaryKey, clubReference } from './clubs.js';
import { members } from './members.js';

/** Issue 9: a member asks to hand over one of their nights; the first eligible member to accept takes it. */
export const swapRequests = pgTable(
  'swap_requests',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    requester_id: integer('requester_id').notNull(),
    dance_date: date('dance_date', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull().$type<SwapKind>(),
    status: varchar('status', { length: 16 }).notNull().default('open').$type<SwapStatus>(),
    message: text('message'),
    taken_by_id: integer('taken_by_id'),
    return_date: date('return_date', { mode: 'string' }),
    resolved_by_id: integer('resolved_by_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    /**
     * Issue 25 point 9 (decision 053): the one member this request was offered to, named by the requester or by an
     * administrator filling a vacancy; such a request is offered in no wave.
     */
    named_member_id: integer('named_member_id'),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('swap_requests_requester_fk', [t.club_id, t.requester_id], members).onDelete('cascade'),
    clubReference('swap_requests_taken_by_fk', [t.club_id, t.taken_by_id], members).onDelete('set null'),
    clubReference('swap_requests_resolved_by_fk', [t.club_id, t.resolved_by_id], members).onDelete('set null'),
    clubReference('swap_requests_named_member_fk', [t.club_id, t.named_member_id], members).onDelete('set null'),
    // Asking twice for the same night would e-mail everyone twice; one open request per member and night.
    uniqueIndex('swap_requests_one_open')
      .on(t.club_id, t.requester_id, t.dance_date)
      .where(sql`${t.status} = 'open'`),
    index('swap_requests_status_idx').on(t.club_id, t.status, t.dance_date),
  ],
);

/**
 * One e-mailed offer of a request to one member. Only the SHA-256 of the link's token is kept, as for sign-in links;
 * the link works once, until it expires, and only while its request is open.
 */
export const swapOffers = pgTable(
  'swap_offers',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    swap_request_id: integer('swap_request_id').notNull(),
    member_id: integer('member_id').notNull(),
    // Issue 28: unique in the whole deployment, as every link's token is.
    token_hash: char('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a wave offered it by e-mail (issue 17, decision 029); null for a member who declined before being asked. */
    emailed_at: timestamp('emailed_at', { withTimezone: true }),
    /** The member said no in the app: no later wave asks them again and no notice tells them how it ended. */
    declined_at: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('swap_offers_request_fk', [t.club_id, t.swap_request_id], swapRequests).onDelete('cascade'),
    clubReference('swap_offers_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    unique('swap_offers_once').on(t.club_id, t.swap_request_id, t.member_id),
  ],
);

/**
 * Issue 9: a private calendar feed. The URL's secret is an HMAC of `nonce` under the session secret, so the member can
 * see their URL again while a copy of the database alone cannot rebuild it; a new nonce (reset) or deleting the row
 * (turn off) revokes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    member_id: integer('member_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull().$type<'member' | 'club'>(),
    nonce: char('nonce', { length: 43 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_fetched_at: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('calendar_feeds_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    unique('calendar_feeds_one_per_kind').on(t.club_id, t.member_id, t.kind),
  ],
);
