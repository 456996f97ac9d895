import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { SendMailOptions } from 'nodemailer';
import type { SessionUser } from '@club/shared';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';

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

/** How a failed reminder is retried: pg-boss doubles the delay after each try (1, 2, 4, 8, 16 minutes by default). */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number };
export type Jobs = { boss: PgBoss; reminderRetry: RetryPolicy };

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
};

/** What every service receives: never a Fastify request, so tRPC, REST, jobs, scripts and tests share the code. */
export type ServiceContext = ContextDeps & { log: FastifyBaseLogger; caller: Caller };
/** The context of a service only a signed-in person may call (their own duties, feeds, swaps). */
export type SignedInContext = ServiceContext & { caller: SignedInCaller };

/** The one place a service context is made: REST, tRPC, jobs and the command line all call it. */
export function contextFor<C extends Caller>(
  deps: ContextDeps,
  caller: C,
  log: FastifyBaseLogger,
): ContextDeps & { log: FastifyBaseLogger; caller: C } {
  return {
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    loginLimiter: deps.loginLimiter,
    jobs: deps.jobs,
    log,
    caller,
  };
}

/**
 * Who is calling and from where, as the edges saw it. `allowsDevShortcuts` is decided at the edge from the raw
 * connection (lib/dev-shortcuts.ts), as a service never sees the request.
 */
export type RequestMeta = { ip: string; userAgent: string | undefined; allowsDevShortcuts: boolean };
