import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import type { ServiceContext } from '../lib/context.js';
import { createLoginLimiter } from '../modules/auth/login-limiter.js';
import { createMailer } from '../plugins/mailer.js';

/**
 * The database the server would use with the same environment (DATABASE_URL, else the built-in PostgreSQL under
 * DATA_DIR) and the context the server's own background work gets (plugins/auth.ts systemContext), without Fastify.
 * No background queue runs here; the main administrator is not added either, so a restore still finds an empty
 * database.
 */
export async function openCliContext(config: AppConfig, log: FastifyBaseLogger): Promise<{ ctx: ServiceContext; close: () => Promise<void> }> {
  const database = await connectDatabase(config, log);
  const ctx: ServiceContext = {
    db: database.db,
    config,
    log,
    mailer: createMailer({ config, db: database.db, log }),
    loginLimiter: createLoginLimiter(config.loginLinksPerIp),
    jobs: null,
    user: null,
  };
  return { ctx, close: database.close };
}
