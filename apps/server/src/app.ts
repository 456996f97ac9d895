import Fastify from 'fastify';
import type {} from './types/fastify-augmentation.js';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { AppConfig } from './config.js';
import { resolveDevShortcutKey } from './lib/dev-shortcuts.js';
import { clubPathRewriter } from './lib/club-address.js';
import { redactUrl } from './lib/redact.js';
import { DebugRequestLog } from './lib/request-log.js';
import { resolveSessionSecret } from './lib/session-secret.js';
import { trustProxyOption } from './lib/trust-proxy.js';
import { removeStaleTemporaries } from './modules/maintenance/backup-temporaries.js';
import { backupFolderOf } from './modules/maintenance/backups.service.js';
import { rereadPhones } from './modules/phones/phones.service.js';
import { getClubCountry } from './modules/settings/settings.service.js';
import { settleAfterAnswer } from './lib/after-answer.js';
import { createLoginLimiter } from './modules/auth/login-limiter.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { csrfPlugin } from './plugins/csrf.js';
import { clubsPlugin } from './plugins/clubs.js';
import { dbPlugin } from './plugins/db.js';
import { createOutbox } from './modules/notify/outbox.js';
import { type JobsOptions, jobsPlugin } from './plugins/jobs.js';
import { mailerPlugin } from './plugins/mailer.js';
import { securityPlugin } from './plugins/security.js';
import { hostHeaderPlugin } from './plugins/host-header.js';
import { staticPlugin } from './plugins/static.js';
import { registerErrorHandler } from './rest/error-handler.js';
import { clientErrors, frameworkErrors, MAX_PATH_PART_LENGTH } from './rest/framework-errors.js';
import { restRoutes } from './rest/index.js';
import { readerLocalePlugin } from './plugins/reader-locale.js';
import { createContext } from './trpc/context.js';
import { type AppRouter, appRouter } from './trpc/app-router.js';

export type BuildOptions = {
  /** pg-boss is on by default; server tests that do not exercise jobs leave it off to stay quick. */
  jobs?: boolean;
  /** Tests shorten the e-mail queue's retries and expiry (and pg-boss's maintenance) to see them within seconds. */
  jobsOptions?: JobsOptions;
  /**
   * Where pino's JSON log lines go (stdout by default): a terminal's readable lines (lib/terminal-log.ts), or a test
   * that reads them to prove no token is ever logged.
   */
  logStream?: { write: (line: string) => unknown };
  /** The built web app to serve (apps/web/dist by default); tests give a folder of their own. */
  webDist?: string;
};

/** Registers plugins, then tRPC, then REST, then static files, in that order (ARCHITECTURE.md). */
export async function buildApp(baseConfig: AppConfig, options: BuildOptions = {}) {
  const config = {
    ...baseConfig,
    sessionSecret: await resolveSessionSecret(baseConfig),
    devShortcutKey: resolveDevShortcutKey(baseConfig),
  };
  const app = Fastify({
    trustProxy: trustProxyOption(config.trustProxy),
    // Issue 28: a club of many is served under {base}/c/<slug>/, routed as the one-club server's own paths.
    rewriteUrl: clubPathRewriter(config),
    logController: new DebugRequestLog(),
    // The db plugin creates the built-in database on a first start (initdb) and may wait for another instance's
    // migrations: on a slow or busy disk that takes far longer than Fastify's 10 seconds, and the start then failed.
    pluginTimeout: 120_000,
    routerOptions: { maxParamLength: MAX_PATH_PART_LENGTH },
    frameworkErrors: frameworkErrors(config),
    clientErrorHandler: clientErrors(config),
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        // One-time tokens travel in query strings (/login?token=…); they never reach the log.
        req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
    },
  });
  app.decorate('config', config);
  app.decorate('outbox', createOutbox());
  app.decorate(
    'loginLimiter',
    createLoginLimiter({ perIp: config.loginLinksPerIp, perAddress: config.loginLinksPerAddress }),
  );
  registerErrorHandler(app);

  await app.register(securityPlugin);
  await app.register(hostHeaderPlugin);
  // Before any route: it hooks each route as it is added.
  await app.register(compressionPlugin);
  await app.register(dbPlugin);
  await app.register(clubsPlugin);
  await app.register(mailerPlugin);
  const jobs = options.jobs ?? true;
  if (jobs) await app.register(jobsPlugin, options.jobsOptions ?? {});
  app.decorate('contextDeps', {
    database: app.database,
    config,
    mailers: app.mailers,
    loginLimiter: app.loginLimiter,
    jobs: jobs ? app.jobs : null,
    outbox: app.outbox,
  });
  await app.register(authPlugin);
  await app.register(readerLocalePlugin);
  await app.register(csrfPlugin);

  await app.register(fastifyTRPCPlugin, {
    prefix: `${config.basePath}/api/trpc`,
    trpcOptions: {
      router: appRouter,
      createContext,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  await app.register(restRoutes, { prefix: `${config.basePath}/api` });
  await app.register(staticPlugin, { webDist: options.webDist });
  // Sign-in links answered but not yet mailed, and e-mails committed but not yet sent, go out before the database closes.
  app.addHook('preClose', settleAfterAnswer);
  // Issue 14: what a crash mid-backup left behind holds member data; it goes before anything else runs.
  app.addHook('onReady', async () => {
    const clubs = await app.database.clubs.all();
    for (const club of clubs) {
      const removed = await removeStaleTemporaries(backupFolderOf({ config, club }));
      if (removed.length > 0) app.log.warn({ files: removed }, 'Removed unfinished backups left by an earlier run');
    }
  });
  // Issue 26: members saved before phone numbers were read (or whose number never could be) are read once more, in
  // every club.
  app.addHook('onReady', async () => {
    for (const club of await app.database.clubs.all()) {
      const read = await app.database.inClub(club.id, async (db) =>
        rereadPhones(db, await getClubCountry(db), { onlyUnread: true }),
      );
      if (read > 0) app.log.info({ club_id: club.id }, `Read ${read} members' phone numbers in the club's country`);
    }
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
