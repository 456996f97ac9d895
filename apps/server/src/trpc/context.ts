import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { callerOf, contextFor } from '../lib/context.js';

export function createContext({ req, res }: CreateFastifyContextOptions) {
  return { req, res, services: contextFor(req.server.contextDeps, callerOf(req.auth.user), req.log) };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
