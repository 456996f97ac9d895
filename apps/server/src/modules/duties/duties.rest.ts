import type { FastifyInstance } from 'fastify';
import { setAvailabilityInputSchema } from '@club/shared';
import { assertSignedIn } from '../../lib/access.js';
import { signedInCaller } from '../../lib/context.js';
import { parseOrThrow } from '../../lib/errors.js';
import { sendSuccess } from '../../rest/envelope.js';
import { getMyDuties, setMyAvailability } from './duties.service.js';

/** Issue 9 REST routes over the same services as the tRPC router; "me" is always the caller. */
export async function dutiesRest(app: FastifyInstance) {
  app.get('/duties/me', async (request, reply) => {
    const user = assertSignedIn(request.auth);
    return sendSuccess(reply, await getMyDuties({ db: app.db, caller: signedInCaller(user) }));
  });

  app.put('/duties/me/availability', async (request, reply) => {
    const user = assertSignedIn(request.auth);
    const input = parseOrThrow(setAvailabilityInputSchema, request.body);
    return sendSuccess(reply, await setMyAvailability({ db: app.db, caller: signedInCaller(user) }, input));
  });
}
