import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubIdColumn, clubPrimaryKey, clubReference } from './clubs.js';
import { members } from './members.js';

/**
 * One 'Geocode All Addresses' run. Its members and how far it got are kept here, so the run resumes where it stopped after
 * a restart, and the progress the page polls is read from this row.
 */
export const geocodeRuns = pgTable(
  'geocode_runs',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    status: varchar('status', { length: 16 }).notNull().$type<'running' | 'completed' | 'failed'>(),
    total: integer('total').notNull(),
    completed: integer('completed').notNull().default(0),
    geocoded: integer('geocoded').notNull().default(0),
    member_ids: jsonb('member_ids').notNull().$type<number[]>(),
    errors: jsonb('errors').notNull().$type<string[]>().default([]),
    started_by: integer('started_by'),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    // Issue 17: the batch chain that holds the run and when it last moved. A chain works on the run only while it
    // holds it; another may take it over once the heartbeat is stale (a stopped server, a restart by an admin).
    locked_by: varchar('locked_by', { length: 64 }),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('geocode_runs_started_by_fk', [t.club_id, t.started_by], members).onDelete('set null'),
    // One run at a time in a club, even when two admins (or two servers) start one at once.
    uniqueIndex('geocode_runs_one_running')
      .on(t.club_id)
      .where(sql`${t.status} = 'running'`),
  ],
);
