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
import { clubIdColumn, clubPrimaryKey, clubReference } from './clubs.js';
import { members } from './members.js';

export const importLogs = pgTable(
  'import_logs',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    result: jsonb('result').notNull(),
    by_user_id: integer('by_user_id'),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('import_logs_by_user_fk', [t.club_id, t.by_user_id], members).onDelete('set null'),
  ],
);

/** Which reminder a row is about: one member, one night, so many days before it (issue 5). */
const reminderTarget = () => ({
  member_id: integer('member_id').notNull(),
  dance_date: date('dance_date', { mode: 'string' }).notNull(),
  days_before: smallint('days_before').notNull(),
  email: varchar('email', { length: 254 }).notNull(),
});

// One row per reminder e-mail sent, so a reminder run that repeats (a retry, a second instance) never sends twice.
export const reminderSends = pgTable(
  'reminder_sends',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    assignment_id: integer('assignment_id'),
    ...reminderTarget(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('reminder_sends_assignment_fk', [t.club_id, t.assignment_id], assignments).onDelete('set null'),
    clubReference('reminder_sends_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    unique('reminder_sends_once').on(t.club_id, t.member_id, t.dance_date, t.days_before),
  ],
);

export const auditEntries = pgTable(
  'audit_entries',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: integer('actor_id'),
    action: varchar('action', { length: 100 }).notNull(),
    entity: varchar('entity', { length: 50 }).notNull(),
    entity_id: integer('entity_id'),
    details: jsonb('details'),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('audit_entries_actor_fk', [t.club_id, t.actor_id], members).onDelete('set null'),
    index('audit_entries_at_idx').on(t.club_id, t.at),
    index('audit_entries_entity_idx').on(t.club_id, t.entity, t.entity_id),
  ],
);
