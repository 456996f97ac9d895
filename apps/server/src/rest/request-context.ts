import type { FastifyRequest } from 'fastify';
import { callerOf, contextFor, type ServiceContext } from '../lib/context.js';

/** The service context of a REST request: the app's wired dependencies and whoever the credentials name. */
export function requestContext(request: FastifyRequest): ServiceContext {
  return contextFor(request.server.contextDeps, callerOf(request.auth.user), request.log);
}
