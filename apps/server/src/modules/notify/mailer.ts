import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { SettingKey, Settings } from '@club/shared';
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

/**
 * Issue 28: a connection of its own for each e-mail cost every send the mail server's greeting (servers wait 100 ms
 * and more before it, to catch robots that talk first) and the TLS handshake, so a thousand clubs' reminders took
 * many minutes. A pooled transport keeps up to five connections open and sends one e-mail after another on them; a
 * connection left idle closes at the socket timeout.
 */
export function pooledTransport(options: string | SMTPTransport.Options): Transporter {
  if (typeof options !== 'string') return nodemailer.createTransport({ ...options, pool: true });
  const url = new URL(options);
  url.searchParams.set('pool', 'true');
  return nodemailer.createTransport(url.toString());
}

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

/** The settings that say where a club's mail goes and whom it is from. */
const MAIL_SETTING_KEYS = [
  'smtp_host',
  'smtp_port',
  'smtp_username',
  'smtp_password',
  'smtp_encryption',
  'email_from_address',
  'from_email',
  'email_from_name',
  'from_name',
  'club_name',
] as const satisfies readonly SettingKey[];
type SenderSettings = Pick<
  Settings,
  'email_from_address' | 'from_email' | 'email_from_name' | 'from_name' | 'club_name'
>;

/** Who mail comes from: the settings' sender, else the club's name at the public host. */
export function senderOf(s: SenderSettings, config: AppConfig): { name: string; address: string } {
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
      transporter = pooledTransport(options);
      transporters.set(key, transporter);
    }
    return transporter;
  }

  async function resolveTransport(db: DbExecutor): Promise<Transport | null> {
    const s = await getAllSettings(db, MAIL_SETTING_KEYS);
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
    close() {
      for (const transporter of transporters.values()) transporter.close();
      transporters.clear();
    },
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
