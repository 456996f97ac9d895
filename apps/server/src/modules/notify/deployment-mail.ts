import { and, eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { ASSOCIATION_MESSAGES, MAIL_MESSAGES } from '@club/shared';
import type { AppConfig } from '../../config.js';
import { bossExecutorFor } from '../../db/boss-executor.js';
import type { ClubDatabase } from '../../db/club-database.js';
import type { DbExecutor, Transaction } from '../../db/client.js';
import { deploymentMail } from '../../db/schema/index.js';
import { afterAnswer } from '../../lib/after-answer.js';
import type { DeploymentContext, Jobs } from '../../lib/context.js';
import { type Block, layout, type Mail } from './layout.js';
import { pooledTransport } from './mailer.js';
import type { SendOutcome } from './send-queued.js';

/** The pg-boss queue whose jobs each send one e-mail of the deployment's own outbox (`{ message_id }`). */
export const SEND_DEPLOYMENT_MAIL_QUEUE = 'send-deployment-mail';
export type SendDeploymentMailJob = { message_id: number };

/** The mail server the deployment's own e-mail leaves through: SMTP_URL, which no club can change. */
export type DeploymentMailer = {
  isConfigured(): boolean;
  send(message: Mail & { to: string }): Promise<void>;
  close(): void;
};

const mailers = new Map<string, DeploymentMailer>();

/** One mailer, and so one pool of connections, per mail server and public address, however many senders ask. */
export function deploymentMailerFor(config: Pick<AppConfig, 'smtpUrl' | 'publicUrl'>): DeploymentMailer {
  const key = `${config.smtpUrl ?? ''}\n${config.publicUrl}`;
  let mailer = mailers.get(key);
  if (!mailer) {
    mailer = createDeploymentMailer(config);
    mailers.set(key, mailer);
  }
  return mailer;
}

/** Ends the connections the deployment's mailers keep open, when the process stops; the next send opens new ones. */
export function closeDeploymentMailers(): void {
  for (const mailer of mailers.values()) mailer.close();
  mailers.clear();
}

function createDeploymentMailer(config: Pick<AppConfig, 'smtpUrl' | 'publicUrl'>): DeploymentMailer {
  let transporter: Transporter | undefined;
  const host = new URL(config.publicUrl).hostname;
  return {
    isConfigured: () => Boolean(config.smtpUrl),
    close: () => transporter?.close(),
    async send(message) {
      if (!config.smtpUrl) throw new Error('No mail server is configured for the deployment (set SMTP_URL).');
      transporter ??= pooledTransport(config.smtpUrl);
      await transporter.sendMail({ ...message, from: { name: host, address: `no-reply@${host}` } });
    },
  };
}

/** What a sender of the deployment's mail needs: the register's database and the deployment's mail server. */
export type DeploymentSendContext = {
  database: Pick<ClubDatabase, 'inDeployment'>;
  mailer: DeploymentMailer;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

/**
 * Writes an e-mail of the deployment into its outbox in the caller's transaction, with its send job when a queue runs,
 * so the e-mail and what it is about commit together. The caller hands the answer to `deploymentMailCommitted`.
 */
export async function queueDeploymentMail(
  db: Transaction,
  jobs: Jobs | null,
  mail: Mail & { to: string; expiresAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(deploymentMail)
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      expires_at: mail.expiresAt,
    })
    .returning({ id: deploymentMail.id });
  if (!row) throw new Error('The e-mail was not queued');
  if (jobs) {
    const job = { name: SEND_DEPLOYMENT_MAIL_QUEUE, data: { message_id: row.id } satisfies SendDeploymentMailJob };
    await jobs.boss.insert(
      [
        {
          ...job,
          retryLimit: jobs.mail.retryLimit,
          retryDelay: jobs.mail.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: jobs.mail.expireInSeconds,
        },
      ],
      { db: bossExecutorFor(db) },
    );
  }
  return row.id;
}

/** Once the e-mail's transaction has committed: this server's senders are woken, or without a queue it is sent here. */
export function deploymentMailCommitted(ctx: DeploymentSendContext, jobs: Jobs | null, messageId: number): void {
  if (jobs) {
    for (const id of jobs.mailWorkerIds) jobs.boss.notifyWorker(id);
    return;
  }
  afterAnswer(ctx.log, 'Sending an e-mail of the deployment', sendDeploymentMessage(ctx, messageId, true));
}

/** What a club's layout takes from the club: here the deployment's name and a blue of its own. */
export const DEPLOYMENT_LOOK = { club_name: ASSOCIATION_MESSAGES.deploymentName, club_color: '#1c6fbf' };
/** The deployment's e-mails in the layout of a club's, under the deployment's name. */
export const deploymentLayout = (subject: string, blocks: Block[]): Mail => layout(DEPLOYMENT_LOOK, subject, blocks);

/**
 * An e-mail of the deployment holding one-time links, queued in the transaction that stores them (`store`, where
 * they are the deployment's own) and sent
 * after it commits. Without SMTP_URL there is nobody to send it: a development server prints the links in its terminal
 * (the operator's own), a production one says that none could be sent.
 */
export async function mailLinksFromDeployment(
  ctx: DeploymentContext,
  mail: Mail & { to: string; expiresAt: Date },
  links: { label: string; url: string }[],
  store?: (db: Transaction) => Promise<void>,
): Promise<void> {
  const { database, jobs } = ctx.deployment;
  const mailer = deploymentMailerFor(ctx.config);
  const messageId = await database.inDeployment(async (db) => {
    await store?.(db);
    return mailer.isConfigured() ? queueDeploymentMail(db, jobs, mail) : null;
  });
  if (messageId !== null) {
    deploymentMailCommitted({ database, mailer, log: ctx.log }, jobs, messageId);
    return;
  }
  if (ctx.config.isProduction) {
    ctx.log.error('No e-mail of the deployment could be sent: SMTP_URL is not set');
    return;
  }
  for (const link of links) ctx.log.warn({ signInLink: link.url }, `No mail server configured. ${link.label}:`);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

async function failForGood(db: DbExecutor, id: number, lastError: string, tried: boolean): Promise<void> {
  await db
    .update(deploymentMail)
    .set({
      status: 'failed',
      last_error: lastError,
      text: null,
      html: null,
      ...(tried ? { attempts: sql`${deploymentMail.attempts} + 1` } : {}),
    })
    .where(and(eq(deploymentMail.id, id), eq(deploymentMail.status, 'queued')));
}

/**
 * Sends one e-mail of the deployment exactly once, as a club's outbox does (decision 044): the row is locked while the
 * mail server takes it and marked sent in the same transaction; its text, which holds one-time links, goes with it.
 */
export async function sendDeploymentMessage(
  ctx: DeploymentSendContext,
  id: number,
  isLastTry: boolean,
): Promise<SendOutcome> {
  try {
    return await ctx.database.inDeployment(async (tx) => {
      const [message] = await tx.select().from(deploymentMail).where(eq(deploymentMail.id, id)).for('update');
      if (message?.status !== 'queued') return 'skipped';
      if (message.expires_at.getTime() <= Date.now() || message.text === null) {
        await failForGood(tx, id, message.text === null ? MAIL_MESSAGES.contentLost : MAIL_MESSAGES.expired, false);
        return 'failed';
      }
      await ctx.mailer.send({
        to: message.to_address,
        subject: message.subject,
        text: message.text,
        html: message.html ?? message.text,
      });
      await tx
        .update(deploymentMail)
        .set({
          status: 'sent',
          sent_at: sql`now()`,
          attempts: sql`${deploymentMail.attempts} + 1`,
          text: null,
          html: null,
        })
        .where(eq(deploymentMail.id, id));
      return 'sent';
    });
  } catch (error) {
    const lastError = errorText(error);
    if (isLastTry) {
      await ctx.database.inDeployment((tx) => failForGood(tx, id, lastError, true));
      ctx.log.error({ err: error, deployment_mail_id: id }, 'An e-mail of the deployment could not be sent');
      return 'failed';
    }
    await ctx.database.inDeployment((tx) =>
      tx
        .update(deploymentMail)
        .set({ attempts: sql`${deploymentMail.attempts} + 1`, last_error: lastError })
        .where(and(eq(deploymentMail.id, id), eq(deploymentMail.status, 'queued'))),
    );
    throw error;
  }
}
