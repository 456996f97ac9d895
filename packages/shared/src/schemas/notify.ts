import { z } from 'zod';

/**
 * What a workflow queued (decision 044): e-mails, one per inbox, and the members they are for (a couple sharing an
 * address is two members and one e-mail), with the batch a page follows them by, or null when nothing was queued.
 */
export const queuedMailSchema = z.object({
  emails: z.number().int(),
  members: z.number().int(),
  batch_id: z.number().int().nullable(),
  /**
   * Issue 25: present when some of them wait in the outbox because the member's hourly budget of e-mails to other
   * people is spent; they leave as the hour allows.
   */
  emails_held: z.number().int().optional(),
});
export type QueuedMail = z.infer<typeof queuedMailSchema>;

/** GET /notify/batches/{id}: how far the e-mails of one batch have got. */
export const mailBatchSchema = z.object({
  id: z.number().int(),
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Nothing is waiting any more: every e-mail was sent or has failed for good. */
  done: z.boolean(),
});
export type MailBatch = z.infer<typeof mailBatchSchema>;

/** An e-mail that still failed after its last try, for the Admin page. */
export const failedMailSchema = z.object({
  id: z.number().int(),
  /** The event it was about: signInLinks, reminder, asked, swapOffered, nightCancelled, … */
  kind: z.string(),
  to: z.string(),
  member_names: z.array(z.string()),
  subject: z.string(),
  attempts: z.number().int(),
  last_error: z.string(),
  failed_at: z.string(),
  /** False for an e-mail that held one-time links (sign-in, confirm, swap): those are never kept to be sent again. */
  can_retry: z.boolean(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;
export const failedMailListSchema = z.object({ messages: z.array(failedMailSchema) });
export type FailedMailList = z.infer<typeof failedMailListSchema>;
