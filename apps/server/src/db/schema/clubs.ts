import { sql } from 'drizzle-orm';
import {
  foreignKey,
  integer,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Issue 28: the deployment's register of clubs. Not a club table: it is read before any club is known (which club a
 * URL or host names), so it has no row-level security and no `club_id`; only `modules/clubs` writes it. A club's own
 * name, time zone and language live in its settings; the copies here are what the association lists and what the
 * hourly run reads to find each club's local hour, written in the same transaction as the settings they copy.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    /** The club's path in a deployment of many clubs: /c/<slug>/. */
    slug: varchar('slug', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    time_zone: varchar('time_zone', { length: 64 }).notNull(),
    locale: varchar('locale', { length: 5 }).notNull().default('en'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set the club's pages, API and jobs are closed; nothing of it is deleted. */
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('clubs_slug_unique').on(sql`lower(${t.slug})`)],
);

/** A host name of a club's own (club.example.org) that serves that club at its root, in a deployment of many. */
export const clubHosts = pgTable('club_hosts', {
  host: varchar('host', { length: 253 }).primaryKey(),
  club_id: integer('club_id')
    .notNull()
    .references(() => clubs.id, { onDelete: 'cascade' }),
});

/**
 * The club of the transaction, as row-level security compares it: `app.club_id`, set only for the length of a club's
 * transaction (db/club-database.ts). Outside one it is empty, so a row written there has no club and is refused.
 */
export const CURRENT_CLUB = sql`(nullif(current_setting('app.club_id', true), ''))::integer`;

/** The `club_id` every club table starts with: filled from the transaction's club, never written by the code. */
export const clubIdColumn = () =>
  integer('club_id')
    .notNull()
    .default(CURRENT_CLUB)
    .references(() => clubs.id);

type ClubRow = { club_id: PgColumn; id: PgColumn };

/** Every club table's primary key: `(club_id, id)`, so each unique key holds the club (issue 28, decision 080). */
export const clubPrimaryKey = (t: ClubRow) => primaryKey({ columns: [t.club_id, t.id] });

/**
 * A foreign key within one club: `(club_id, column) → (club_id, id)` of the target, because foreign-key checks bypass
 * row-level security and would otherwise let a row point into another club. Where the key sets the column to null on
 * delete, the migration writes `SET NULL (column)`, so the row keeps its club (PostgreSQL 15+); drizzle-kit cannot
 * write that form, and `club-catalog.test.ts` checks every such key in the database itself.
 */
export const clubReference = (name: string, columns: [PgColumn, PgColumn], target: ClubRow) =>
  foreignKey({ name, columns, foreignColumns: [target.club_id, target.id] });
