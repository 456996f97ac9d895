import { check, index, integer, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { deployment } from './sign-in-limits.js';
import type { MailStatus } from './notify.js';

/**
 * Issue 28 point 6: the one-time links an operator of the association signs in with. Like a club's sign-in links only
 * the token's hash is kept; the address is the operator's as ASSOCIATION_ADMIN_EMAILS names it, checked again when the
 * link is used, so an operator taken off the list cannot sign in with a link sent before. No club owns these rows.
 */
export const operatorLinks = deployment.table(
  'operator_links',
  {
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_links_expires_at_idx').on(t.expires_at)],
);

/**
 * Issue 28: the deployment's own outbox, for e-mail that belongs to no club (an operator's sign-in link, the root
 * sign-in page's one e-mail with a link for each club). It is sent through SMTP_URL, one pg-boss job per message, and
 * locked while the mail server takes it, as a club's outbox is (decision 044). The text carries one-time links, so it
 * is cleared once the message is sent or has finally failed.
 */
export const deploymentMail = deployment.table(
  'mail',
  {
    id: serial('id').primaryKey(),
    to_address: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 1000 }).notNull(),
    text: text('text'),
    html: text('html'),
    status: varchar('status', { length: 10 }).$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: varchar('last_error', { length: 1000 }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('deployment_mail_created_at_idx').on(t.created_at),
    check('deployment_mail_status_known', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);
