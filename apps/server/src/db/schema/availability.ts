import { date, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
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
