import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { holdsNul, NUL_REFUSED } from '../lib/nul-characters.js';

/**
 * Issue 8: PostgreSQL cannot store U+0000 in text, so a NUL in a search, a path value or a body field made the query
 * fail with a 500. Refused here, before any handler, as the readable 400 it is.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) throw new AppError('BAD_REQUEST', NUL_REFUSED);
}
