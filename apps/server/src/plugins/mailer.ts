import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { getAllSettings } from '../modules/settings/settings.service.js';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** True when SMTP_URL or the settings' SMTP host says where mail goes. */
  isConfigured(): Promise<boolean>;
  send(message: MailMessage): Promise<void>;
};

type Transport = { transporter: Transporter; from: { name: string; address: string } };

/**
 * Sends through SMTP_URL when set, otherwise through the SMTP server of the club settings, read at each send so a
 * change on the settings page takes effect at once.
 */
export function createMailer(deps: { config: AppConfig; db: Database; log: FastifyBaseLogger }): Mailer {
  const { config, db } = deps;
  let cached: { key: string; transporter: Transporter } | undefined;

  async function resolveTransport(): Promise<Transport | null> {
    const s = await getAllSettings(db);
    const fromAddress = s.email_from_address || s.from_email || `no-reply@${new URL(config.publicUrl).hostname}`;
    const from = { name: s.email_from_name || s.from_name || s.club_name, address: fromAddress };
    const options = config.smtpUrl
      ? config.smtpUrl
      : s.smtp_host
        ? {
            host: s.smtp_host,
            port: s.smtp_port,
            secure: s.smtp_encryption === 'ssl',
            requireTLS: s.smtp_encryption === 'tls',
            ignoreTLS: s.smtp_encryption === 'none',
            auth: s.smtp_username ? { user: s.smtp_username, pass: s.smtp_password } : undefined,
          }
        : null;
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
      await transport.transporter.sendMail({ from: transport.from, ...message });
    },
  };
}
