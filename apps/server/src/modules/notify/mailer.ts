import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '@club/shared';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../lib/context.js';
import { getAllSettings } from '../settings/settings.service.js';

export type SmtpSettings = Pick<
  Settings,
  'smtp_host' | 'smtp_port' | 'smtp_username' | 'smtp_password' | 'smtp_encryption'
>;

type Transport = { transporter: Transporter; from: { name: string; address: string } };

// A mail server that does not answer must not hold a reminder run or an admin's request for minutes.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** nodemailer options for the SMTP server of the settings page (SPEC §3 smtp_* fields). */
export function smtpTransportOptions(s: SmtpSettings) {
  return {
    host: s.smtp_host,
    port: s.smtp_port,
    secure: s.smtp_encryption === 'ssl',
    requireTLS: s.smtp_encryption === 'tls',
    ignoreTLS: s.smtp_encryption === 'none',
    auth: s.smtp_username ? { user: s.smtp_username, pass: s.smtp_password } : undefined,
    ...TIMEOUTS,
  };
}

/** Who mail comes from: the settings' sender, else the club's name at the public host. */
export function senderOf(s: Settings, config: AppConfig): { name: string; address: string } {
  const address = s.email_from_address || s.from_email || `no-reply@${new URL(config.publicUrl).hostname}`;
  return { name: s.email_from_name || s.from_name || s.club_name, address };
}

/**
 * Sends through SMTP_URL when set, otherwise through the SMTP server of the club settings, read at each send so a
 * change on the settings page takes effect at once.
 */
export function createMailer(deps: { config: AppConfig; db: Database; log: FastifyBaseLogger }): Mailer {
  const { config, db } = deps;
  let cached: { key: string; transporter: Transporter } | undefined;

  async function resolveTransport(): Promise<Transport | null> {
    const s = await getAllSettings(db);
    const from = senderOf(s, config);
    const options = config.smtpUrl ? config.smtpUrl : s.smtp_host ? smtpTransportOptions(s) : null;
    if (options === null) return null;
    const key = JSON.stringify(options);
    if (cached?.key !== key) {
      cached?.transporter.close();
      cached = { key, transporter: nodemailer.createTransport(options) };
    }
    return { transporter: cached.transporter, from };
  }

  return {
    async isConfigured() {
      return Boolean(config.smtpUrl) || Boolean((await getAllSettings(db, ['smtp_host'])).smtp_host);
    },
    async send(message) {
      const transport = await resolveTransport();
      if (!transport) throw new Error('No mail server is configured (set SMTP_URL or the SMTP settings).');
      await transport.transporter.sendMail({ ...message, from: message.from ?? transport.from });
    },
  };
}
