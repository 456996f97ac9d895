import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { ConfirmationState } from '@club/shared';
import { clubIdColumn, clubPrimaryKey, clubReference } from './clubs.js';
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
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    assignment_id: integer('assignment_id').notNull(),
    member_id: integer('member_id').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('waiting').$type<ConfirmationState>(),
    responded_at: timestamp('responded_at', { withTimezone: true }),
    /** When the one reminder to answer went out; never twice. */
    nudged_at: timestamp('nudged_at', { withTimezone: true }),
    // Issue 28: unique in the whole deployment, as every link's token is.
    token_hash: char('token_hash', { length: 64 }).unique(),
    token_expires_at: timestamp('token_expires_at', { withTimezone: true }),
    token_used_at: timestamp('token_used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('night_confirmations_assignment_fk', [t.club_id, t.assignment_id], assignments).onDelete('cascade'),
    clubReference('night_confirmations_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    unique('night_confirmations_once').on(t.club_id, t.assignment_id, t.member_id),
    index('night_confirmations_member_idx').on(t.club_id, t.member_id),
    check('night_confirmations_state_known', sql`${t.state} in ('waiting', 'confirmed', 'declined')`),
  ],
);
