import type { FastifyBaseLogger } from 'fastify';
import type {} from '../types/fastify-augmentation.js';
import type { SessionUser } from '@club/shared';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../plugins/mailer.js';
import type { LoginLimiter } from '../modules/auth/login-limiter.js';
import type { Jobs } from '../plugins/jobs.js';

/** What every service receives: never a Fastify request, so tRPC, REST, jobs, scripts and tests share the code. */
export type ServiceContext = {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  mailer: Mailer;
  loginLimiter: LoginLimiter;
  /** The background queue; null where it does not run (tests that leave jobs off, one-off scripts). */
  jobs: Jobs | null;
  user: SessionUser | null;
};

/**
 * Who is calling and from where, as the edges saw it. `allowsDevShortcuts` is decided at the edge from the raw
 * connection (lib/dev-shortcuts.ts), as a service never sees the request.
 */
export type RequestMeta = { ip: string; userAgent: string | undefined; allowsDevShortcuts: boolean };
