import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailMessage } from '../../lib/context.js';
import type { Mail } from './layout.js';

type Sender = { name: string; address: string };

/**
 * One e-mail handed to the mail server at once, not through the outbox: for the administrator's test e-mail, whose
 * answer is the mail server's verdict on the template and the settings (a refusal is the answer, not something to
 * retry). `send` is the club's mail server prepared in its unit of work (Mailer.prepare). Everything else is queued.
 */
export async function sendMailNow(
  send: (message: MailMessage) => Promise<void>,
  to: string,
  mail: Mail,
  from: Sender,
): Promise<void> {
  await send({ to, from, ...mail });
}

/**
 * The SMTP test: a mail server the admin typed in (not the saved one), at options already checked
 * (mailer.ts checkedSmtpOptions), is asked to take one message now. Throws what the server said; the caller decides
 * how much of it the admin may read.
 */
export async function trySmtpServer(
  options: SMTPTransport.Options,
  message: { from: Sender; to: string; subject: string; text: string },
): Promise<void> {
  const transporter = nodemailer.createTransport(options);
  try {
    await transporter.sendMail(message);
  } finally {
    transporter.close();
  }
}
