import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { SendMailOptions } from 'nodemailer';
import type { Locale, SessionUser } from '@club/shared';
import type { AppConfig } from '../config.js';
import type { DbExecutor, Transaction } from '../db/client.js';
import type { Club, ClubDatabase, UnitOptions } from '../db/club-database.js';
import { afterAnswer } from './after-answer.js';
import { clubUrlOf } from './club-address.js';
import { AppError } from './errors.js';
import type { NotifyEvent } from './events.js';
import { registerLocale } from './reader-locale.js';

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
  /**
   * The mail server as the settings name it now, ready to take messages after the unit of work has ended (issue 28:
   * an answer that is a mail server's verdict is worked out outside the transaction).
   */
  prepare(): Promise<(message: MailMessage) => Promise<void>>;
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

/** The parts of a unit of work the outbox writes e-mails with. */
export type OutboxContext<D extends DbExecutor = Transaction> = {
  db: D;
  /** The club the e-mails are of; their send jobs name it, and their links point to its address. */
  clubId: number;
  clubUrl: string;
  config: AppConfig;
  log: FastifyBaseLogger;
  mailer: Mailer;
  jobs: Jobs | null;
  /** Who acts (issue 25): a member's own actions have an hourly budget of e-mails to others. Absent: the server. */
  caller?: Caller;
};

/** What the outbox sends committed e-mails with: the club's own transactions, outside the one that wrote them. */
export type CommittedContext = {
  database: ClubDatabase;
  club: Club;
  config: AppConfig;
  log: FastifyBaseLogger;
  mailers: MailerSource;
  jobs: Jobs | null;
};

/**
 * Where events become e-mails (implemented by modules/notify, wired by app.ts, the jobs and the command line): `queue`
 * resolves, renders and writes them inside the caller's transaction; `committed` sends what was written, once that
 * transaction has committed.
 */
export type Outbox = {
  queue(ctx: OutboxContext, events: readonly NotifyEvent[]): Promise<QueuedMessages>;
  committed(ctx: CommittedContext, queued: readonly QueuedMessages[]): void;
};

/** The sign-in limits, kept in the database for every server (modules/auth/login-limiter.ts, decision 086). */
export type LoginLimiter = {
  /**
   * In the caller's transaction: refuses with 429 when the IP address asked too often; answers whether to send this
   * address a link.
   */
  admit(db: DbExecutor, email: string, ip: string): Promise<boolean>;
  /** Deletes the counts whose 15 minutes are over. */
  purge(db: DbExecutor): Promise<{ signInRequests: number; signInLinkSends: number }>;
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

/**
 * Where mail goes, read from a club's settings in the transaction it is asked in (SMTP_URL overrides them): the mail
 * server of one club for the length of one unit of work.
 */
export type MailerSource = {
  within(db: DbExecutor): Mailer;
  /** Ends the connections kept open to mail servers (the transports are pooled), when the process stops. */
  close(): void;
};

/** The implementations a context is built from; the server wires them once, the command line its own. */
export type ContextDeps = {
  /** The only way to the database: a club's transactions and the register of clubs (db/club-database.ts). */
  database: ClubDatabase;
  config: AppConfig;
  mailers: MailerSource;
  loginLimiter: LoginLimiter;
  /** The background queue; null where it does not run (tests that leave jobs off, one-off scripts). */
  jobs: Jobs | null;
  outbox: Outbox;
};

/**
 * What one unit of work is for: a club, who acts in it, and the log its lines go to. `locale` (issue 29) is the
 * language a request's caller reads (lib/reader-locale.ts requestLocale); work no request asked for has the club's.
 */
export type Scope<C extends Caller = Caller> = { club: Club; caller: C; log: FastifyBaseLogger; locale?: Locale };

type AfterCommit = (events: readonly NotifyEvent[]) => Promise<QueuedMail>;

/**
 * What every service receives: one unit of work of one club (issue 28). `db` is its transaction, which has set the
 * club for row-level security; `afterCommit(events)` queues the events' e-mails in it, and they are handed to the
 * sender once it has committed. Never a Fastify request, so tRPC, REST, jobs, scripts and tests share the code.
 */
export type ServiceContextOf<C extends Caller> = Omit<ContextDeps, 'database' | 'mailers'> & {
  db: Transaction;
  club: Club;
  /** The address the club's members open, which e-mailed links point to (lib/club-address.ts). */
  clubUrl: string;
  caller: C;
  /** Issue 29: the language the caller reads this unit's answers and errors in (never its e-mails' recipients'). */
  locale: Locale;
  log: FastifyBaseLogger;
  mailer: Mailer;
  afterCommit: AfterCommit;
  /** Messages written to the outbox by hand (a retried e-mail), sent with this unit's own once it has committed. */
  sendAfterCommit: (queued: QueuedMessages) => void;
  /**
   * A part of the work that may fail on its own: a savepoint, whose e-mails are handed on only if it is kept. The
   * context it is called on is the one `work` gets, so a copy with another caller works in that caller's name.
   */
  transaction: <S extends ServiceContextOf<Caller>, T>(this: S, work: (tx: S) => Promise<T>) => Promise<T>;
  /** Runs once this unit of work has committed (what this server keeps of a club's settings is dropped then). */
  onCommitted: (done: () => void) => void;
  /**
   * Work that must not hold up the answer (looking up and mailing sign-in links, issue 14): a unit of work of its own
   * in the same club and name, started once this one has committed; a failure is logged.
   */
  afterwards: (what: string, work: (ctx: ServiceContext) => Promise<unknown>) => void;
};
export type ServiceContext = ServiceContextOf<Caller>;
/** The context of a service only a signed-in person may call (their own duties, feeds, swaps). */
export type SignedInContext = ServiceContextOf<SignedInCaller>;

/**
 * What a route that reads no club's rows gets (the status routes): no unit of work, so it still answers while the
 * database is out of reach, and a way to ask whether it answers.
 */
export type DeploymentContext = {
  config: AppConfig;
  log: FastifyBaseLogger;
  caller: Caller;
  database: Pick<ClubDatabase, 'ping'>;
  /** The association's routes (issue 28) work on the register, the deployment's tables and new clubs' units of work. */
  deployment: ContextDeps;
};

/** What an operator's route gets (issue 28): the deployment's context and the operator it signed in, by address. */
export type OperatorContext = DeploymentContext & { operator: string };

export function deploymentContextFor(deps: ContextDeps, scope: Pick<Scope, 'caller' | 'log'>): DeploymentContext {
  return {
    config: deps.config,
    log: scope.log,
    caller: scope.caller,
    database: deploymentDatabaseOf(deps),
    deployment: deps,
  };
}

const deploymentDatabases = new WeakMap<ContextDeps, DeploymentContext['database']>();

/** The one view of the database a deployment's routes get: the same object on every request, so what is kept per database (the health probe) is kept. */
function deploymentDatabaseOf(deps: ContextDeps): DeploymentContext['database'] {
  let database = deploymentDatabases.get(deps);
  if (!database) {
    database = { ping: () => deps.database.ping() };
    deploymentDatabases.set(deps, database);
  }
  return database;
}

/**
 * An answer that needs slow I/O (a mail server's verdict on a test e-mail): the unit of work commits first, then
 * `work` runs outside any transaction and its result is the answer, so no connection waits on the mail server.
 */
export class OutsideTransaction<T> {
  constructor(readonly work: () => Promise<T>) {}
}
/** What a handler's answer stands for once its slow I/O is done. */
export type Settled<R> = R extends OutsideTransaction<infer T> ? T : R;

/** Queues the events' e-mails in `db` and keeps what was written for the outbox to send after the commit. */
function afterCommitInto(ctx: OutboxContext<Transaction>, outbox: Outbox, queued: QueuedMessages[]): AfterCommit {
  return async (events) => {
    const written = await outbox.queue(ctx, events);
    if (written.message_ids.length > 0) queued.push(written);
    const { emails, members, batch_id, emails_held } = written;
    return { emails, members, batch_id, ...(emails_held ? { emails_held } : {}) };
  };
}

/** The one place a service context is made, inside the transaction `runInClub` opened for it. */
export function contextFor<C extends Caller>(
  deps: ContextDeps,
  scope: Scope<C>,
  db: Transaction,
  queued: QueuedMessages[],
  later: (() => void)[],
): ServiceContextOf<C> {
  const mailer = deps.mailers.within(db);
  const outboxContext = {
    db,
    clubId: scope.club.id,
    clubUrl: clubUrlOf(deps.config, scope.club),
    config: deps.config,
    log: scope.log,
    mailer,
    jobs: deps.jobs,
    caller: scope.caller,
  };
  return {
    db,
    club: scope.club,
    clubUrl: outboxContext.clubUrl,
    config: deps.config,
    mailer,
    loginLimiter: deps.loginLimiter,
    jobs: deps.jobs,
    outbox: deps.outbox,
    log: scope.log,
    caller: scope.caller,
    locale: scope.locale ?? registerLocale(scope.club),
    afterCommit: afterCommitInto(outboxContext, deps.outbox, queued),
    sendAfterCommit: (written) => queued.push(written),
    async transaction(work) {
      const inner: QueuedMessages[] = [];
      const result = await this.db.transaction((savepoint) =>
        work({
          ...this,
          db: savepoint,
          mailer: deps.mailers.within(savepoint),
          afterCommit: afterCommitInto({ ...outboxContext, db: savepoint, caller: this.caller }, deps.outbox, inner),
          sendAfterCommit: (written: QueuedMessages) => inner.push(written),
        }),
      );
      queued.push(...inner);
      return result;
    },
    onCommitted: (done) => later.push(done),
    afterwards(what, work) {
      // In the name of whoever this copy of the context acts for, as every other part of it does.
      const next: Scope = { ...scope, caller: this.caller };
      later.push(() => afterAnswer(scope.log, what, runInClub(deps, next, work)));
    },
  };
}

/**
 * Issue 28: one unit of work of one club, for requests, jobs and commands alike. `work` gets a context whose `db` is
 * a transaction that has set the club for row-level security. Its e-mails leave once it has committed, then what it
 * left for `afterwards` starts; an `OutsideTransaction` answer is worked out after the commit.
 */
export async function runInClub<C extends Caller, T>(
  deps: ContextDeps,
  scope: Scope<C>,
  work: (ctx: ServiceContextOf<C>) => Promise<T>,
  options?: UnitOptions,
): Promise<Settled<T>> {
  const queued: QueuedMessages[] = [];
  const later: (() => void)[] = [];
  const outcome = await deps.database.inClub<{ result: T } | { kept: AppError }>(
    scope.club.id,
    async (db) => {
      try {
        return { result: await work(contextFor(deps, scope, db, queued, later)) };
      } catch (error) {
        if (error instanceof AppError && error.details.keepsChanges) return { kept: error };
        throw error;
      }
    },
    options,
  );
  if (queued.length > 0) {
    deps.outbox.committed(
      {
        database: deps.database,
        club: scope.club,
        config: deps.config,
        log: scope.log,
        mailers: deps.mailers,
        jobs: deps.jobs,
      },
      queued,
    );
  }
  for (const start of later) start();
  if ('kept' in outcome) throw outcome.kept;
  const { result } = outcome;
  if (result instanceof OutsideTransaction) return (await result.work()) as Settled<T>;
  return result as Settled<T>;
}

/**
 * Units of work one after another in one club and one name, for work that must commit in steps or wait on the
 * network between them (a geocoding run: each member saved as it is found, the provider asked between units).
 */
export type ClubUnits<C extends Caller = Caller> = <T>(
  work: (ctx: ServiceContextOf<C>) => Promise<T>,
  options?: UnitOptions,
) => Promise<Settled<T>>;

export function unitsOf<C extends Caller>(deps: ContextDeps, scope: Scope<C>): ClubUnits<C> {
  return (work, options) => runInClub(deps, scope, work, options);
}

/**
 * Who is calling and from where, as the edges saw it. `allowsDevShortcuts` is decided at the edge from the raw
 * connection (lib/dev-shortcuts.ts), as a service never sees the request.
 */
export type RequestMeta = { ip: string; userAgent: string | undefined; allowsDevShortcuts: boolean };
