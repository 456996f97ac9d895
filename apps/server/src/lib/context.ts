import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { SendMailOptions } from 'nodemailer';
import type { SessionUser } from '@club/shared';
import type { AppConfig } from '../config.js';
import type { Database, Transaction } from '../db/client.js';
import type { NotifyEvent } from './events.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: SendMailOptions['attachments'];
  /** Overrides the settings' sender (the test e-mail of the settings page sends as the unsaved form says). */
  from?: { name: string; address: string };
};

export type Mailer = {
  /** True when SMTP_URL or the settings' SMTP host says where mail goes. */
  isConfigured(): Promise<boolean>;
  send(message: MailMessage): Promise<void>;
};

/**
 * How a queued e-mail is sent: pg-boss retries a failed send with a doubling delay (1, 2, 4, 8, 16 minutes by
 * default), and a send that has not finished after `expireInSeconds` (a server killed mid-send) is tried again.
 */
export type MailQueuePolicy = { retryLimit: number; retryDelaySeconds: number; expireInSeconds: number };
export type Jobs = {
  boss: PgBoss;
  mail: MailQueuePolicy;
  /** This server's e-mail senders, woken after a commit so queued mail goes out without waiting for a poll. */
  mailWorkerIds: string[];
};

/**
 * What `afterCommit` queued: e-mails (one per inbox), the members they are for, and the batch to follow or null.
 * `emails_held` (issue 25, only when some are): how many wait in the outbox because the member's hourly budget of
 * e-mails to others is spent.
 */
export type QueuedMail = { emails: number; members: number; batch_id: number | null; emails_held?: number };
/** The messages one `afterCommit` wrote, handed back to the outbox once their transaction has committed. */
export type QueuedMessages = QueuedMail & { message_ids: number[] };

/** The parts of a context the outbox works with. */
export type OutboxContext<D extends Database | Transaction = Database> = {
  db: D;
  config: AppConfig;
  log: FastifyBaseLogger;
  mailer: Mailer;
  jobs: Jobs | null;
  /** Who acts (issue 25): a member's own actions have an hourly budget of e-mails to others. Absent: the server. */
  caller?: Caller;
};

/**
 * Where events become e-mails (implemented by modules/notify, wired by app.ts, the jobs and the command line): `queue`
 * resolves, renders and writes them inside the caller's transaction; `committed` sends what was written, once that
 * transaction has committed.
 */
export type Outbox = {
  queue(ctx: OutboxContext<Transaction>, events: readonly NotifyEvent[]): Promise<QueuedMessages>;
  committed(ctx: OutboxContext, queued: readonly QueuedMessages[]): void;
};

export type LoginLimiter = {
  /** Refuses the caller with 429 when their IP address asked too often; answers whether to send this address a link. */
  admit(email: string, ip: string): Promise<boolean>;
};

/**
 * Who is calling, the one shape every service reads: nobody signed in, a member, an administrator (SPEC §6), or the
 * server itself (background jobs, the command line).
 */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'system' }
  | { kind: 'member'; user: SessionUser }
  | { kind: 'admin'; user: SessionUser };
export type SignedInCaller = Extract<Caller, { user: SessionUser }>;

export const ANONYMOUS: Caller = { kind: 'anonymous' };
export const SYSTEM: Caller = { kind: 'system' };

/** A signed-in person as a caller; the role is read from the user, which the edges load afresh on every request. */
export function signedInCaller(user: SessionUser): SignedInCaller {
  return user.is_admin ? { kind: 'admin', user } : { kind: 'member', user };
}

export function callerOf(user: SessionUser | null): Caller {
  return user ? signedInCaller(user) : ANONYMOUS;
}

/** The person the audit log names for a change; null for anonymous callers and the server's own work. */
export function actorId(caller: Caller): number | null {
  return 'user' in caller ? caller.user.id : null;
}

/** The signed-in person calling, if any. */
export function userOf(caller: Caller): SessionUser | null {
  return 'user' in caller ? caller.user : null;
}

export function isAdminCaller(caller: Caller): boolean {
  return caller.kind === 'admin';
}

/** The implementations a context is built from; the server wires them once, the command line its own. */
export type ContextDeps = {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  loginLimiter: LoginLimiter;
  /** The background queue; null where it does not run (tests that leave jobs off, one-off scripts). */
  jobs: Jobs | null;
  outbox: Outbox;
};

type Base<C extends Caller> = ContextDeps & { log: FastifyBaseLogger; caller: C };
/** What a context needs to run a unit of work, so a service may take a `Pick` of its context that has these. */
type TransactionHost = OutboxContext & { outbox: Outbox };
type AfterCommit = (events: readonly NotifyEvent[]) => Promise<QueuedMail>;

/** A context inside a unit of work: `db` is the transaction, and `afterCommit` queues e-mails in it. */
export type UnitOfWork<S> = Omit<S, 'db' | 'transaction'> & {
  db: Transaction;
  afterCommit: AfterCommit;
  transaction: NestedTransact;
};

/**
 * A change and the e-mails it causes as one unit of work: `work` gets the context with `db` the transaction, and
 * `tx.afterCommit(events)` queues the events' e-mails in that same transaction (so they go out if and only if the
 * change commits) and answers what was queued. After the commit the sender is woken. The context it is called on is
 * the one `work` gets, so a copy with another caller (`{ ...ctx, caller }`) works in that caller's name.
 */
type Transact = <S extends TransactionHost, T>(this: S, work: (tx: UnitOfWork<S>) => Promise<T>) => Promise<T>;
/** Inside a unit of work a nested one is a savepoint: its e-mails are handed on only if the savepoint is kept. */
type NestedTransact = <S extends UnitOfWork<TransactionHost>, T>(this: S, work: (tx: S) => Promise<T>) => Promise<T>;

export type ServiceContextOf<C extends Caller> = Base<C> & { transaction: Transact };
/** What every service receives: never a Fastify request, so tRPC, REST, jobs, scripts and tests share the code. */
export type ServiceContext = ServiceContextOf<Caller>;
/** The context of a service only a signed-in person may call (their own duties, feeds, swaps). */
export type SignedInContext = ServiceContextOf<SignedInCaller>;
/** A service context inside `ctx.transaction`. */
export type TransactionContext = UnitOfWork<ServiceContext>;

/** The one place a service context is made: REST, tRPC, jobs and the command line all call it. */
export function contextFor<C extends Caller>(
  deps: ContextDeps,
  caller: C,
  log: FastifyBaseLogger,
): ServiceContextOf<C> {
  return {
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    loginLimiter: deps.loginLimiter,
    jobs: deps.jobs,
    outbox: deps.outbox,
    log,
    caller,
    async transaction(work) {
      const queued: QueuedMessages[] = [];
      const result = await this.db.transaction((db) => work(unitOfWork(this, db, queued)));
      if (queued.length > 0) this.outbox.committed(this, queued);
      return result;
    },
  };
}

/** Queues the events' e-mails in `db` and keeps what was written for the outbox to send after the commit. */
function afterCommitInto(ctx: TransactionHost, db: Transaction, queued: QueuedMessages[]): AfterCommit {
  return async (events) => {
    const written = await ctx.outbox.queue({ ...ctx, db }, events);
    if (written.message_ids.length > 0) queued.push(written);
    const { emails, members, batch_id, emails_held } = written;
    return { emails, members, batch_id, ...(emails_held ? { emails_held } : {}) };
  };
}

function unitOfWork<S extends TransactionHost>(ctx: S, db: Transaction, queued: QueuedMessages[]): UnitOfWork<S> {
  return {
    ...ctx,
    db,
    afterCommit: afterCommitInto(ctx, db, queued),
    async transaction(work) {
      const inner: QueuedMessages[] = [];
      const result = await this.db.transaction((savepoint) =>
        work({ ...this, db: savepoint, afterCommit: afterCommitInto(ctx, savepoint, inner) }),
      );
      queued.push(...inner);
      return result;
    },
  };
}

/**
 * Who is calling and from where, as the edges saw it. `allowsDevShortcuts` is decided at the edge from the raw
 * connection (lib/dev-shortcuts.ts), as a service never sees the request.
 */
export type RequestMeta = { ip: string; userAgent: string | undefined; allowsDevShortcuts: boolean };
