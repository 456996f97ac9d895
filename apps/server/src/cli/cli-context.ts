import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { contextFor, SYSTEM, type ServiceContext } from '../lib/context.js';
import { createLoginLimiter } from '../modules/auth/login-limiter.js';
import { createMailer } from '../modules/notify/mailer.js';
import { createOutbox } from '../modules/notify/outbox.js';

/**
 * The database the server would use with the same environment (DATABASE_URL, else the built-in PostgreSQL under
 * DATA_DIR) and the context the server's own background work gets, without Fastify. No background queue runs here;
 * the main administrator is not added either, so a restore still finds an empty database.
 */
export async function openCliContext(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<{ ctx: ServiceContext; close: () => Promise<void> }> {
  const database = await connectDatabase(config, log);
  const deps = {
    db: database.db,
    config,
    mailer: createMailer({ config, db: database.db, log }),
    loginLimiter: createLoginLimiter({ perIp: config.loginLinksPerIp, perAddress: config.loginLinksPerAddress }),
    // No queue: what a command queues is sent in this process right after its commit (settleAfterAnswer waits).
    jobs: null,
    outbox: createOutbox(),
  };
  return { ctx: contextFor(deps, SYSTEM, log), close: database.close };
}
