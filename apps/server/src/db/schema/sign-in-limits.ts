import { index, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 28 point 10, decision 086: the sign-in limits, counted for the whole deployment in PostgreSQL so that any
 * number of app servers share them. Not a club's rows: one person's inbox and one requester's address are the same
 * whichever club's page is asked, so these tables live outside `public`, with neither `club_id` nor row-level
 * security, and are never backed up with a club. Each row lives 15 minutes; the hourly purge deletes what is left.
 */
export const deployment = pgSchema('deployment');

/** Sign-in link requests per IP address in a fixed window (answered 429 beyond LOGIN_LINKS_PER_IP). */
export const signInRequests = deployment.table(
  'sign_in_requests',
  {
    ip: text('ip').primaryKey(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    requests: integer('requests').notNull(),
  },
  (table) => [index('sign_in_requests_window_ends_at_idx').on(table.window_ends_at)],
);

/**
 * Links sent per e-mail address: its last sends (at most LOGIN_LINKS_PER_ADDRESS), keyed by a SHA-256 of the address
 * as the roster compares it, so the table holds no address a stranger typed.
 */
export const signInLinkSends = deployment.table(
  'sign_in_link_sends',
  {
    address_hash: text('address_hash').primaryKey(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }).array().notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_link_sends_expires_at_idx').on(table.expires_at)],
);
