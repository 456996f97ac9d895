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
import { clubNightTypeEnum, scheduleTypeEnum } from './enums.js';
import { members } from './members.js';

export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    type: scheduleTypeEnum('type').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // SPEC §4: at most one next and one current schedule; archived ones are history.
    uniqueIndex('schedules_one_live_per_type')
      .on(t.type)
      .where(sql`${t.type} <> 'archived'`),
  ],
);

const squarehead = (name: string) => integer(name).references(() => members.id, { onDelete: 'set null' });

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    schedule_id: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    dance_date: date('dance_date', { mode: 'string' }).notNull(),
    club_night_type: clubNightTypeEnum('club_night_type').notNull().default('NORMAL'),
    squarehead1_id: squarehead('squarehead1_id'),
    squarehead2_id: squarehead('squarehead2_id'),
    squarehead3_id: squarehead('squarehead3_id'),
    squarehead4_id: squarehead('squarehead4_id'),
    notes: text('notes'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('assignments_schedule_date_unique').on(t.schedule_id, t.dance_date),
    index('assignments_dance_date_idx').on(t.dance_date),
  ],
);
