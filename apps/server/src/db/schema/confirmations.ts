import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { ConfirmationState } from '@club/shared';
import { members } from './members.js';
import { assignments } from './schedules.js';

/**
 * Issue 19 part 3: once the schedule is published, whether each squarehead of a night said they will be there. The
 * e-mailed "I'll be there" / "I can't make it" links share one single-use token (only its SHA-256 is kept, as for
 * sign-in links): answering one way spends the other link too, and My duties stays open for a change of mind.
 */
export const nightConfirmations = pgTable(
  'night_confirmations',
  {
    id: serial('id').primaryKey(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).notNull().default('waiting').$type<ConfirmationState>(),
    responded_at: timestamp('responded_at', { withTimezone: true }),
    /** When the one reminder to answer went out; never twice. */
    nudged_at: timestamp('nudged_at', { withTimezone: true }),
    token_hash: char('token_hash', { length: 64 }).unique(),
    token_expires_at: timestamp('token_expires_at', { withTimezone: true }),
    token_used_at: timestamp('token_used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('night_confirmations_once').on(t.assignment_id, t.member_id),
    index('night_confirmations_member_idx').on(t.member_id),
    check('night_confirmations_state_known', sql`${t.state} in ('waiting', 'confirmed', 'declined')`),
  ],
);
