import {
  clubClockStyleOf,
  formatClock,
  emailMessages,
  sampleReminderNames,
  type sendTestEmailInputSchema,
  type Settings,
  type testSmtpInputSchema,
} from '@club/shared';
import type { z } from 'zod';
import { OutsideTransaction, type ServiceContext, userOf } from '../../lib/context.js';
import { PrivateAddressRefused } from '../../lib/outbound-address.js';
import { AppError } from '../../lib/errors.js';
import { sendMailNow, trySmtpServer } from '../notify/direct-send.js';
import { checkedSmtpOptions, senderOf } from '../notify/mailer.js';
import { buildTemplatedEmail } from '../notify/templates/templated-email.js';
import { getAllSettings } from '../settings/settings.service.js';

type EmailContext = Pick<ServiceContext, 'db' | 'config' | 'log' | 'mailer' | 'caller' | 'locale'>;

/** A mail server's refusal is the caller's configuration problem, told in the server's words, not a fault of ours. */
function mailFailure(error: unknown): AppError {
  const detail = error instanceof Error ? error.message : String(error);
  return new AppError('BAD_GATEWAY', detail);
}

/**
 * API.md POST /email/send-test: the template as the settings form holds it (saved or not), filled with sample
 * values and sent to `email`, so an admin sees the real thing before saving. The mail server's verdict is the answer,
 * asked for once the unit of work has ended (issue 28: no transaction waits on a mail server).
 */
export async function sendTestEmail(
  ctx: EmailContext,
  input: z.output<typeof sendTestEmailInputSchema>,
): Promise<OutsideTransaction<{ email: string }>> {
  const text = emailMessages(ctx.locale);
  if (!(await ctx.mailer.isConfigured())) throw new AppError('BAD_REQUEST', text.noMailServer);
  const settings = await getAllSettings(ctx.db);
  const pick = (value: string | undefined, fallback: string) =>
    value === undefined || value.trim() === '' ? fallback : value;
  const source = {
    email_template_subject: pick(input.subject, settings.email_template_subject),
    email_template_body: pick(input.template, settings.email_template_body),
    club_name: pick(input.club_name, settings.club_name),
    club_address: pick(input.club_address, settings.club_address),
    club_logo_data: input.club_logo_data === undefined ? settings.club_logo_data : (input.club_logo_data ?? ''),
    club_logo_url: settings.club_logo_url,
  };
  const user = userOf(ctx.caller);
  const sample = {
    member_name: pick(input.member_name, user ? `${user.first_name} ${user.last_name}` : 'Jane Smith'),
    dance_date: pick(input.dance_date, new Date().toISOString().slice(0, 10)),
  };
  const sender = senderOf(settings, ctx.config);
  // Issue 29: the admin sees the reminder as a member who reads the admin's language would.
  const { locale } = ctx;
  const message = buildTemplatedEmail(
    source,
    sample,
    {
      start_time: formatClock(settings.club_night_start, clubClockStyleOf(settings), locale),
      caller: settings.default_caller,
      program: settings.default_program,
      other_squareheads: sampleReminderNames(locale).otherSquareheads,
    },
    locale,
  );
  const send = await ctx.mailer.prepare().catch((error: unknown) => {
    throw smtpHostRefusal(error, text) ?? mailFailure(error);
  });
  return new OutsideTransaction(async () => {
    try {
      await sendMailNow(send, input.email, message, {
        name: pick(input.from_name, sender.name),
        address: pick(input.from_email, sender.address),
      });
    } catch (error) {
      throw mailFailure(error);
    }
    return { email: input.email };
  });
}

type EmailTexts = ReturnType<typeof emailMessages>;

/** Issue 28: a club's mail server on a private network the operator did not allow, told as a field to correct. */
function smtpHostRefusal(error: unknown, text: EmailTexts): AppError | undefined {
  if (!(error instanceof PrivateAddressRefused)) return undefined;
  const message = text.smtpPrivateHost(error.host);
  return new AppError('VALIDATION', message, { fieldErrors: { smtp_host: message } });
}

/**
 * API.md POST /email/test-smtp: connects to the given server (not the saved one) and sends a test e-mail to the
 * signed-in admin, once the unit of work has ended. An empty password means the saved one, which the page never has.
 * Issue 29: the answer, and the e-mail, in the language of the admin who asked (ctx.locale).
 */
export async function testSmtp(
  ctx: EmailContext,
  input: z.output<typeof testSmtpInputSchema>,
): Promise<OutsideTransaction<{ test_email_sent_to: string }>> {
  const text = emailMessages(ctx.locale);
  const settings = await getAllSettings(ctx.db);
  const to = userOf(ctx.caller)?.email;
  if (!to) throw new AppError('UNAUTHORIZED', 'Authentication required');
  const server = {
    smtp_host: input.smtp_host,
    smtp_port: input.smtp_port,
    smtp_username: input.smtp_username,
    smtp_password: passwordToTry(input, settings, text),
    smtp_encryption: input.smtp_encryption ?? settings.smtp_encryption,
  };
  const options = await checkedSmtpOptions(ctx.config, server).catch((error: unknown) => {
    throw smtpHostRefusal(error, text) ?? smtpTestFailure(error, input, text);
  });
  const message = {
    from: senderOf(settings, ctx.config),
    to,
    subject: text.smtpTestMailSubject(settings.club_name),
    text: text.smtpTestMailText(settings.club_name, input.smtp_host, input.smtp_port),
  };
  return new OutsideTransaction(async () => {
    try {
      await trySmtpServer(options, message);
    } catch (error) {
      ctx.log.info({ err: error }, 'SMTP test failed');
      throw smtpTestFailure(error, input, text);
    }
    return { test_email_sent_to: to };
  });
}

/**
 * Issue 14: the saved password is write-only, so it goes only where it was saved for. Sent to a server the admin
 * types in, it would be read off the wire there.
 */
function passwordToTry(input: z.output<typeof testSmtpInputSchema>, settings: Settings, text: EmailTexts): string {
  if (input.smtp_password !== '' || input.smtp_username === '' || settings.smtp_password === '')
    return input.smtp_password;
  const isSavedServer =
    input.smtp_host.toLowerCase() === settings.smtp_host.trim().toLowerCase() &&
    input.smtp_port === settings.smtp_port &&
    input.smtp_username === settings.smtp_username;
  if (!isSavedServer) {
    throw new AppError('VALIDATION', text.smtpPasswordNeeded, {
      fieldErrors: { smtp_password: text.smtpPasswordNeeded },
    });
  }
  return settings.smtp_password;
}

// nodemailer's codes for a login the server refused and for a message or recipient it would not take.
const LOGIN_REFUSED = new Set(['EAUTH', 'ENOAUTH']);
const MESSAGE_REFUSED = new Set(['EENVELOPE', 'EMESSAGE']);

/**
 * Issue 14: only whether the server could be reached, took the login and took the message. Its own words, error
 * codes and addresses would make the test a probe of other hosts and ports.
 */
function smtpTestFailure(error: unknown, input: z.output<typeof testSmtpInputSchema>, text: EmailTexts): AppError {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && LOGIN_REFUSED.has(code)) return new AppError('BAD_GATEWAY', text.smtpLoginRefused);
  if (typeof code === 'string' && MESSAGE_REFUSED.has(code))
    return new AppError('BAD_GATEWAY', text.smtpMessageRefused);
  return new AppError('BAD_GATEWAY', text.smtpCouldNotConnect(input.smtp_host, input.smtp_port));
}
