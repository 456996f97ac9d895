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
import { members } from './members.js';

/** Issue 9: a member asks to hand over one of their nights; the first eligible member to accept takes it. */
export const swapRequests = pgTable(
  'swap_requests',
  {
    id: serial('id').primaryKey(),
    requester_id: integer('requester_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dance_date: date('dance_date', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull().$type<SwapKind>(),
    status: varchar('status', { length: 16 }).notNull().default('open').$type<SwapStatus>(),
    message: text('message'),
    taken_by_id: integer('taken_by_id').references(() => members.id, { onDelete: 'set null' }),
    return_date: date('return_date', { mode: 'string' }),
    resolved_by_id: integer('resolved_by_id').references(() => members.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    /**
     * Issue 25 point 9 (decision 053): the one member this request was offered to, named by the requester or by an
     * administrator filling a vacancy; such a request is offered in no wave.
     */
    named_member_id: integer('named_member_id').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Asking twice for the same night would e-mail everyone twice; one open request per member and night.
    uniqueIndex('swap_requests_one_open')
      .on(t.requester_id, t.dance_date)
      .where(sql`${t.status} = 'open'`),
    index('swap_requests_status_idx').on(t.status, t.dance_date),
  ],
);

/**
 * One e-mailed offer of a request to one member. Only the SHA-256 of the link's token is kept, as for sign-in links;
 * the link works once, until it expires, and only while its request is open.
 */
export const swapOffers = pgTable(
  'swap_offers',
  {
    id: serial('id').primaryKey(),
    swap_request_id: integer('swap_request_id')
      .notNull()
      .references(() => swapRequests.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    token_hash: char('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a wave offered it by e-mail (issue 17, decision 029); null for a member who declined before being asked. */
    emailed_at: timestamp('emailed_at', { withTimezone: true }),
    /** The member said no in the app: no later wave asks them again and no notice tells them how it ended. */
    declined_at: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [unique('swap_offers_once').on(t.swap_request_id, t.member_id)],
);

/**
 * Issue 9: a private calendar feed. The URL's secret is an HMAC of `nonce` under the session secret, so the member can
 * see their URL again while a copy of the database alone cannot rebuild it; a new nonce (reset) or deleting the row
 * (turn off) revokes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull().$type<'member' | 'club'>(),
    nonce: char('nonce', { length: 43 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_fetched_at: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [unique('calendar_feeds_one_per_kind').on(t.member_id, t.kind)],
);
