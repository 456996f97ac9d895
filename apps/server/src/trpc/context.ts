import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { serviceContext } from '../plugins/auth.js';

export function createContext({ req, res }: CreateFastifyContextOptions) {
  return { req, res, services: serviceContext(req) };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
