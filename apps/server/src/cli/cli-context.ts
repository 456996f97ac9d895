import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { type ClubUnits, type ContextDeps, SYSTEM, unitsOf } from '../lib/context.js';
import { CLUB_MESSAGES } from '@club/shared';
import { AppError } from '../lib/errors.js';
import { createLoginLimiter } from '../modules/auth/login-limiter.js';
import { ensureSingleClub } from '../modules/clubs/single-club.js';
import { createMailer } from '../modules/notify/mailer.js';
import { createOutbox } from '../modules/notify/outbox.js';
import { UsageError } from './command.js';

/**
 * The database the server would use with the same environment (DATABASE_URL, else the built-in PostgreSQL under
 * DATA_DIR) and what the server's own background work is built from, without Fastify. No background queue runs here;
 * the main administrator is not added either, so a restore still finds an empty club.
 */
export async function openCliDeployment(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<{ deps: ContextDeps; close: () => Promise<void> }> {
  const connected = await connectDatabase(config, log);
  const mailers = createMailer({ config, log });
  const deps: ContextDeps = {
    database: connected.database,
    config,
    mailers,
    loginLimiter: createLoginLimiter({ perIp: config.loginLinksPerIp, perAddress: config.loginLinksPerAddress }),
    // No queue: what a command queues is sent in this process right after its commit (settleAfterAnswer waits).
    jobs: null,
    outbox: createOutbox(),
  };
  const close = async () => {
    mailers.close();
    await connected.close();
  };
  return { deps, close };
}

/** Units of work of the club a command works in: the one club, or the one `--club` names in a deployment of many. */
export async function cliClubUnits(
  deps: ContextDeps,
  log: FastifyBaseLogger,
  clubSlug: string | undefined,
): Promise<ClubUnits> {
  const { config, database } = deps;
  if (config.clubs === 'multi' && clubSlug === undefined)
    throw new UsageError('A deployment of many clubs (CLUBS=multi) needs the club: --club <slug> before the command.');
  const club =
    config.clubs === 'single' ? await ensureSingleClub(database.clubs) : await database.clubs.bySlug(clubSlug ?? '');
  if (!club) throw new AppError('NOT_FOUND', CLUB_MESSAGES.noSuchClub(clubSlug ?? ''));
  return unitsOf(deps, { club, caller: SYSTEM, log });
}
