import type { preValidationHookHandler } from 'fastify';
import { refuseUnstorableText } from '../lib/unstorable-text.js';

/**
 * Issue 8: PostgreSQL cannot store U+0000 in text, so a NUL in a search, a path value or a body field made the query
 * fail with a 500; issue 14: half a surrogate pair did the same. Refused here, before any handler, as readable 4xx.
 */
export const refuseUnstorableRequestText: preValidationHookHandler = (request, _reply, done) => {
  refuseUnstorableText(request.query, request.params, request.body);
  done();
};
