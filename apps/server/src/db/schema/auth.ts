import { char, index, inet, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { clubIdColumn, clubPrimaryKey, clubReference } from './clubs.js';
import { members } from './members.js';

// A one-time sign-in link. Only the SHA-256 of the token is kept, so a database leak yields no usable link.
export const loginTokens = pgTable(
  'login_tokens',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    // Issue 28: unique in the whole deployment, not per club: a link names its club by the token alone.
    token_hash: char('token_hash', { length: 64 }).notNull().unique(),
    member_id: integer('member_id').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    requested_ip: inet('requested_ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('login_tokens_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    index('login_tokens_expires_idx').on(t.club_id, t.expires_at),
  ],
);

// A signed-in browser or script. The JWT names its session, so revoking the row ends the session at once.
export const sessions = pgTable(
  'sessions',
  {
    club_id: clubIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    member_id: integer('member_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    user_agent: varchar('user_agent', { length: 300 }),
    ip: inet('ip'),
    // Issue 25: 'member_link' is the short, member-rights session an e-mailed answer or swap link starts (decision
    // 049). A plain text column, so a new kind needs no migration.
    kind: text('kind', { enum: ['login_link', 'development', 'member_link'] }).notNull(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('sessions_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    index('sessions_member_idx').on(t.club_id, t.member_id),
  ],
);

// Issue 7: a named token a script sends as a bearer token, acting as its creator. Only the SHA-256 is kept, as for
// sign-in links; revoking sets revoked_at so the list still shows who made it and when it was last used.
export const apiTokens = pgTable(
  'api_tokens',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    token_hash: char('token_hash', { length: 64 }).notNull().unique(),
    member_id: integer('member_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('api_tokens_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    index('api_tokens_member_idx').on(t.club_id, t.member_id),
  ],
);
