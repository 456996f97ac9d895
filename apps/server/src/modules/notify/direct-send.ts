import nodemailer from 'nodemailer';
import type { Mailer } from '../../lib/context.js';
import type { Mail } from './layout.js';
import { type SmtpSettings, smtpTransportOptions } from './mailer.js';

type Sender = { name: string; address: string };

/**
 * One e-mail handed to the mail server at once, not through the outbox: for the administrator's test e-mail, whose
 * answer is the mail server's verdict on the template and the settings (a refusal is the answer, not something to
 * retry). Everything else is queued.
 */
export async function sendMailNow(mailer: Mailer, to: string, mail: Mail, from: Sender): Promise<void> {
  await mailer.send({ to, from, ...mail });
}

/**
 * The SMTP test: a mail server the admin typed in (not the saved one) is asked to take one message now. Throws what
 * the server said; the caller decides how much of it the admin may read.
 */
export async function trySmtpServer(
  server: SmtpSettings,
  message: { from: Sender; to: string; subject: string; text: string },
): Promise<void> {
  const transporter = nodemailer.createTransport(smtpTransportOptions(server));
  try {
    await transporter.sendMail(message);
  } finally {
    transporter.close();
  }
}
