import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '@club/shared';
import { type AppConfig, smtpUrlOverrides } from '../../config.js';
import type { DbExecutor } from '../../db/client.js';
import type { MailMessage, MailerSource } from '../../lib/context.js';
import { checkedAddressOf } from '../../lib/outbound-address.js';
import { getAllSettings } from '../settings/settings.service.js';

export type SmtpSettings = Pick<
  Settings,
  'smtp_host' | 'smtp_port' | 'smtp_username' | 'smtp_password' | 'smtp_encryption'
>;

type Transport = { transporter: Transporter; from: { name: string; address: string } };

// A mail server that does not answer must not hold a reminder run or an admin's request for minutes.
const MAX_TRANSPORTS = 200;
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** nodemailer options for the SMTP server of the settings page (SPEC §3 smtp_* fields). */
export function smtpTransportOptions(s: SmtpSettings): SMTPTransport.Options {
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

/**
 * Issue 28: in a deployment of many clubs a club's own mail server is connected to at the address that was checked
 * (lib/outbound-address.ts), never at a private one the operator did not allow; the certificate is still the host's.
 */
export async function checkedSmtpOptions(
  config: Pick<AppConfig, 'clubs' | 'allowedPrivateHosts'>,
  s: SmtpSettings,
): Promise<SMTPTransport.Options> {
  const options = smtpTransportOptions(s);
  if (config.clubs === 'single') return options;
  const address = await checkedAddressOf(s.smtp_host, config.allowedPrivateHosts);
  return address === s.smtp_host ? options : { ...options, host: address, tls: { servername: s.smtp_host } };
}

/** Who mail comes from: the settings' sender, else the club's name at the public host. */
export function senderOf(s: Settings, config: AppConfig): { name: string; address: string } {
  const address = s.email_from_address || s.from_email || `no-reply@${new URL(config.publicUrl).hostname}`;
  return { name: s.email_from_name || s.from_name || s.club_name, address };
}

/**
 * Sends through SMTP_URL when set, otherwise through the SMTP server of the club's settings, read in the transaction
 * the mailer is used in, so a change on the settings page takes effect at once. One transport is kept per server, so
 * clubs that share one share its connections.
 */
export function createMailer(deps: { config: AppConfig; log: FastifyBaseLogger }): MailerSource {
  const { config } = deps;
  const transporters = new Map<string, Transporter>();

  function transporterFor(options: string | SMTPTransport.Options): Transporter {
    const key = JSON.stringify(options);
    let transporter = transporters.get(key);
    if (!transporter) {
      // A changed setting leaves its old transport behind; the oldest go first, so clubs cannot grow the map.
      if (transporters.size >= MAX_TRANSPORTS) {
        const [oldestKey] = transporters.keys();
        if (oldestKey !== undefined) {
          transporters.get(oldestKey)?.close();
          transporters.delete(oldestKey);
        }
      }
      transporter = nodemailer.createTransport(options);
      transporters.set(key, transporter);
    }
    return transporter;
  }

  async function resolveTransport(db: DbExecutor): Promise<Transport | null> {
    const s = await getAllSettings(db);
    const from = senderOf(s, config);
    const own = s.smtp_host ? await checkedSmtpOptions(config, s) : null;
    const options = smtpUrlOverrides(config) ? config.smtpUrl : (own ?? config.smtpUrl ?? null);
    if (options === null) return null;
    return { transporter: transporterFor(options), from };
  }

  async function prepare(db: DbExecutor) {
    const transport = await resolveTransport(db);
    if (!transport) throw new Error('No mail server is configured (set SMTP_URL or the SMTP settings).');
    return async (message: MailMessage) => {
      await transport.transporter.sendMail({ ...message, from: message.from ?? transport.from });
    };
  }

  return {
    within: (db) => ({
      async isConfigured() {
        return Boolean(config.smtpUrl) || Boolean((await getAllSettings(db, ['smtp_host'])).smtp_host);
      },
      prepare: () => prepare(db),
      async send(message) {
        await (
          await prepare(db)
        )(message);
      },
    }),
  };
}
