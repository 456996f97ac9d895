import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { assignments } from './schedules.js';
import { members } from './members.js';

export const importLogs = pgTable('import_logs', {
  id: serial('id').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  file_name: varchar('file_name', { length: 255 }).notNull(),
  result: jsonb('result').notNull(),
  by_user_id: integer('by_user_id').references(() => members.id, { onDelete: 'set null' }),
});

/** Which reminder a row is about: one member, one night, so many days before it (issue 5). */
const reminderTarget = () => ({
  member_id: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  dance_date: date('dance_date', { mode: 'string' }).notNull(),
  days_before: smallint('days_before').notNull(),
  email: varchar('email', { length: 254 }).notNull(),
});

// One row per reminder e-mail sent, so a reminder run that repeats (a retry, a second instance) never sends twice.
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: serial('id').primaryKey(),
    assignment_id: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    ...reminderTarget(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('reminder_sends_once').on(t.member_id, t.dance_date, t.days_before)],
);

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 100 }).notNull(),
    entity: varchar('entity', { length: 50 }).notNull(),
    entity_id: integer('entity_id'),
    details: jsonb('details'),
  },
  (t) => [index('audit_entries_at_idx').on(t.at), index('audit_entries_entity_idx').on(t.entity, t.entity_id)],
);
