// Fastify decorations of this app. Imported for its types by the modules that read them, so any program that
// includes the server (the web app through AppRouter, e2e, bench) sees them too.
import type {} from '@fastify/cookie';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { DatabaseLocation } from '../db/database-location.js';
import type { AuthResult } from '../lib/access.js';
import type { ContextDeps, Jobs, LoginLimiter, Mailer, Outbox } from '../lib/context.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    loginLimiter: LoginLimiter;
    /** Where events become queued e-mails (modules/notify). */
    outbox: Outbox;
    jobs: Jobs;
    databaseUrl: string;
    databaseLocation: DatabaseLocation | undefined;
    /** What every service context is built from (lib/context.ts contextFor), wired once in app.ts. */
    contextDeps: ContextDeps;
  }
  interface FastifyRequest {
    auth: AuthResult;
  }
}
