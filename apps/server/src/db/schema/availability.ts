import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { ReplacementChoice } from '@club/shared';
import { members } from './members.js';

/** Issue 9: the nights a member marked they cannot serve; auto-fill never places them there. */
export const memberUnavailability = pgTable(
  'member_unavailability',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dance_date: date('dance_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('member_unavailability_member_date_unique').on(t.member_id, t.dance_date)],
);

/**
 * Issue 17: a member on duty said they cannot serve that night, so it needs a replacement. The member stays in their
 * slot (admins see whom to replace) until someone takes it: an administrator's edit or a settled swap removes them and
 * the row with it, in the same transaction. `choice` says whether they asked other members (a swap request) or only
 * told the administrators.
 */
export const nightVacancies = pgTable(
  'night_vacancies',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dance_date: date('dance_date', { mode: 'string' }).notNull(),
    choice: varchar('choice', { length: 16 }).notNull().$type<ReplacementChoice>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('night_vacancies_member_date_unique').on(t.member_id, t.dance_date),
    check('night_vacancies_choice_known', sql`${t.choice} in ('ask_others', 'tell_admins')`),
  ],
);
