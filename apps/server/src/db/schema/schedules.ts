import { sql } from 'drizzle-orm';
import {
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
import type { DanceProgram } from '@club/shared';
import { clubNightTypeEnum, scheduleTypeEnum } from './enums.js';
import { clubIdColumn, clubPrimaryKey, clubReference } from './clubs.js';
import { members } from './members.js';

export const schedules = pgTable(
  'schedules',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    type: scheduleTypeEnum('type').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 19 part 3: when an administrator last mailed the squareheads to confirm; null until then. */
    published_at: timestamp('published_at', { withTimezone: true }),
    published_by: integer('published_by'),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('schedules_published_by_fk', [t.club_id, t.published_by], members).onDelete('set null'),
    // SPEC §4: at most one next and one current schedule in a club; archived ones are history.
    uniqueIndex('schedules_one_live_per_type')
      .on(t.club_id, t.type)
      .where(sql`${t.type} <> 'archived'`),
  ],
);

/**
 * Issue 19: what a night is (its times, caller, cuer, program and theme; null times mean the club's) and, once an
 * administrator cancels it, when, why and by whom. A cancelled night stays on the rota and in the feeds.
 */
const nightDetails = () => ({
  start_time: varchar('start_time', { length: 5 }),
  end_time: varchar('end_time', { length: 5 }),
  caller: varchar('caller', { length: 100 }),
  cuer: varchar('cuer', { length: 100 }),
  program: varchar('program', { length: 16 }).$type<DanceProgram>(),
  theme: varchar('theme', { length: 200 }),
  cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  cancel_reason: varchar('cancel_reason', { length: 200 }),
  cancelled_by: integer('cancelled_by'),
});

export const assignments = pgTable(
  'assignments',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    schedule_id: integer('schedule_id').notNull(),
    dance_date: date('dance_date', { mode: 'string' }).notNull(),
    club_night_type: clubNightTypeEnum('club_night_type').notNull().default('NORMAL'),
    squarehead1_id: integer('squarehead1_id'),
    squarehead2_id: integer('squarehead2_id'),
    squarehead3_id: integer('squarehead3_id'),
    squarehead4_id: integer('squarehead4_id'),
    notes: text('notes'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...nightDetails(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('assignments_schedule_fk', [t.club_id, t.schedule_id], schedules).onDelete('cascade'),
    ...([1, 2, 3, 4] as const).map((slot) =>
      clubReference(`assignments_squarehead${slot}_fk`, [t.club_id, t[`squarehead${slot}_id`]], members).onDelete(
        'set null',
      ),
    ),
    clubReference('assignments_cancelled_by_fk', [t.club_id, t.cancelled_by], members).onDelete('set null'),
    unique('assignments_schedule_date_unique').on(t.club_id, t.schedule_id, t.dance_date),
    index('assignments_dance_date_idx').on(t.club_id, t.dance_date),
  ],
);

/**
 * Issue 19 part 2: a member took a place on a night by signing up (themselves, with their partner, or through an
 * administrator acting for them, `signed_up_by`). It counts as self-chosen only while the member still holds a slot of
 * that night: an administrator's edit or a swap that moves them off needs no change here.
 */
export const nightSignups = pgTable(
  'night_signups',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    assignment_id: integer('assignment_id').notNull(),
    member_id: integer('member_id').notNull(),
    signed_up_by: integer('signed_up_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('night_signups_assignment_fk', [t.club_id, t.assignment_id], assignments).onDelete('cascade'),
    clubReference('night_signups_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    clubReference('night_signups_signed_up_by_fk', [t.club_id, t.signed_up_by], members).onDelete('set null'),
    unique('night_signups_assignment_member_unique').on(t.club_id, t.assignment_id, t.member_id),
    index('night_signups_member_idx').on(t.club_id, t.member_id),
  ],
);
