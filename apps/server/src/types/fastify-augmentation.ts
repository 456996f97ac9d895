// Fastify decorations of this app. Imported for its types by the modules that read them, so any program that
// includes the server (the web app through AppRouter, e2e, bench) sees them too.
import type {} from '@fastify/cookie';
import type { AppConfig } from '../config.js';
import type { Club, ClubDatabase } from '../db/club-database.js';
import type { DatabaseLocation } from '../db/database-location.js';
import type { Locale } from '@club/shared';
import type { AuthResult } from '../lib/access.js';
import type { ContextDeps, Jobs, LoginLimiter, MailerSource, Outbox } from '../lib/context.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Clubs' transactions and the register of clubs; the pool itself stays in db/ (issue 28). */
    database: ClubDatabase;
    /** The club a server of one club serves; null in a deployment of many (request.club says which). */
    club: Club | null;
    mailers: MailerSource;
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
    /**
     * The club the request is for, known before anyone is authenticated (plugins/clubs.ts); null only on a route of
     * the deployment itself, where no club's path or host was given.
     */
    club: Club | null;
    /** The path the club is served under: {base}, or {base}/c/<slug> in a deployment of many. */
    clubBase: string;
    auth: AuthResult;
    /** Issue 29: the language the request is answered in (plugins/reader-locale.ts). */
    locale: Locale;
  }
}
