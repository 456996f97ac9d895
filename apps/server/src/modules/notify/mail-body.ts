import type { notifyBodies, StoredAttachment } from '../../db/schema/index.js';
import type { Mail } from './layout.js';

type BodyRow = typeof notifyBodies.$inferSelect;

/** A rendered e-mail as its outbox row (its club is the unit of work's); images travel as base64 in JSON. */
export function bodyRow(messageId: number, mail: Mail): typeof notifyBodies.$inferInsert {
  const attachments: StoredAttachment[] | null =
    mail.attachments?.map((attachment) => ({ ...attachment, content: attachment.content.toString('base64') })) ?? null;
  return { message_id: messageId, text: mail.text, html: mail.html, attachments };
}

/** The text, HTML and images of a stored body, as the mailer sends them. */
export function contentOf(row: BodyRow): Omit<Mail, 'subject'> {
  const stored = row.attachments;
  return {
    text: row.text,
    html: row.html ?? '',
    ...(stored
      ? {
          attachments: stored.map((attachment) => ({
            ...attachment,
            content: Buffer.from(attachment.content, 'base64'),
          })),
        }
      : {}),
  };
}
