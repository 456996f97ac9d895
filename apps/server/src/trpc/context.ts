import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { requestClub } from '../lib/club-address.js';
import { callerOf, type Scope } from '../lib/context.js';

/** A procedure's unit of work is opened by procedureFrom once its gate has passed (trpc/procedure-from.ts). */
export function createContext({ req, res }: CreateFastifyContextOptions) {
  const scope: Scope = {
    club: requestClub(req),
    caller: callerOf(req.auth.user),
    log: req.log,
    locale: req.locale,
  };
  return { req, res, deps: req.server.contextDeps, scope };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
