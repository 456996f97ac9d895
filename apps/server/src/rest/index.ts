import type { FastifyInstance } from 'fastify';
import { authRest } from '../modules/auth/auth.rest.js';
import { statusRest } from '../modules/status/status.rest.js';
import { usersRest } from '../modules/users/users.rest.js';

/** Mounts every <domain>.rest.ts under {base}/api. */
export async function restRoutes(app: FastifyInstance) {
  await app.register(statusRest);
  await app.register(authRest);
  await app.register(usersRest);
}
