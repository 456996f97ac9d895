/** The pg-boss queue whose jobs each send one queued e-mail (`{ club_id, message_id }`). */
export const SEND_MAIL_QUEUE = 'send-mail';
/** Re-queues e-mails whose job was lost (a server stopped for good mid-send, a restore); see `requeueOrphans`. */
export const MAIL_SWEEP_QUEUE = 'mail-sweep';
export type SendMailJob = { club_id: number; message_id: number };
