import type { Locale } from '@club/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { NotifyEvent } from '../../lib/events.js';
import { clubIdColumn, clubPrimaryKey, clubReference } from './clubs.js';

/** The e-mails one `afterCommit` queued, so a page can follow them ("Sending: 40 of 113 e-mails sent…"). */
export const notifyBatches = pgTable(
  'notify_batches',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [clubPrimaryKey(t)],
);

/** What "Try again" renders a failed e-mail from: its event and the inbox it was for (no one-time tokens). */
export type StoredRetry = {
  event: NotifyEvent;
  // Issue 29: the language it was written in; rows kept before then have none.
  to: {
    to: string;
    people: { id: number; name: string; first_name: string; email: string; locale?: string | null }[];
    part: string;
    locale?: Locale;
  };
};
/** An inline image of a queued e-mail, its bytes as base64. */
export type StoredAttachment = { filename: string; content: string; cid: string; contentType: string };

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The outbox's ledger (decision 044): one row per e-mail, i.e. per event and inbox, unique on both, so an event queued
 * twice (two reminder runs, two servers) is one e-mail. A sender locks the row while the mail server takes the message
 * and marks it sent in the same transaction. It holds no secret: what the e-mail says is in `notify_bodies`.
 */
export const notifyMessages = pgTable(
  'notify_messages',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    batch_id: integer('batch_id').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    event_key: varchar('event_key', { length: 300 }).notNull(),
    /** The address as lib/inbox.ts compares addresses: members who share it get this one e-mail. */
    inbox: varchar('inbox', { length: 254 }).notNull(),
    to_address: varchar('to_address', { length: 254 }).notNull(),
    member_ids: integer('member_ids').array().notNull(),
    subject: varchar('subject', { length: 1000 }).notNull(),
    status: varchar('status', { length: 10 }).$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: varchar('last_error', { length: 1000 }),
    /** What "Try again" renders the e-mail from; null when it held one-time links, which are never kept. */
    retry_payload: jsonb('retry_payload').$type<StoredRetry>(),
    /** After this the e-mail is not worth sending (a sign-in link that has expired). */
    expires_at: timestamp('expires_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    failed_at: timestamp('failed_at', { withTimezone: true }),
    /**
     * Issue 25: the member whose own action caused this e-mail to someone else, counted against their hourly budget
     * (member_mail_per_hour); null for administrators' acts, the server's jobs and e-mails to the member themself.
     */
    caused_by: integer('caused_by'),
    /** Issue 25: held back until then because its cause's budget for the hour was spent; null: send at once. */
    send_after: timestamp('send_after', { withTimezone: true }),
    /** Issue 25: e-mails with the same key to the same inbox go at most once per its window (a night's vacancy). */
    throttle_key: varchar('throttle_key', { length: 120 }),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('notify_messages_batch_fk', [t.club_id, t.batch_id], notifyBatches).onDelete('cascade'),
    unique('notify_messages_once').on(t.club_id, t.event_key, t.inbox),
    index('notify_messages_caused_by_idx')
      .on(t.club_id, t.caused_by, t.created_at)
      .where(sql`${t.caused_by} is not null`),
    index('notify_messages_throttle_idx')
      .on(t.club_id, t.throttle_key, t.inbox, t.created_at)
      .where(sql`${t.throttle_key} is not null`),
    index('notify_messages_batch_idx').on(t.club_id, t.batch_id),
    index('notify_messages_failed_idx')
      .on(t.club_id, t.failed_at)
      .where(sql`${t.status} = 'failed'`),
    check('notify_messages_status_known', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/**
 * What a queued e-mail says, until it is sent or has finally failed. Sign-in, confirm and swap links carry one-time
 * tokens, so this table is never backed up (decision 015, maintenance/club-tables.ts) and a row lives only as long
 * as its message waits.
 */
export const notifyBodies = pgTable(
  'notify_bodies',
  {
    club_id: clubIdColumn(),
    message_id: integer('message_id').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Inline images (the club's logo in a reminder) as { filename, content (base64), cid, contentType }. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.club_id, t.message_id] }),
    clubReference('notify_bodies_message_fk', [t.club_id, t.message_id], notifyMessages).onDelete('cascade'),
  ],
);
