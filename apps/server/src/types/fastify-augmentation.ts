// Fastify decorations of this app. Imported for its types by the modules that read them, so any program that
// includes the server (the web app through AppRouter, e2e, bench) sees them too.
import type {} from '@fastify/cookie';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { DatabaseLocation } from '../db/database-location.js';
import type { Mailer } from '../plugins/mailer.js';
import type { LoginLimiter } from '../modules/auth/login-limiter.js';
import type { AuthResult } from '../modules/auth/auth.service.js';
import type { Jobs } from '../plugins/jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    loginLimiter: LoginLimiter;
    jobs: Jobs;
    databaseUrl: string;
    databaseLocation: DatabaseLocation | undefined;
  }
  interface FastifyRequest {
    auth: AuthResult;
  }
}
