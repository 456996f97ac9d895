import type { FastifyInstance } from 'fastify';
import { requestContext } from '../../rest/request-context.js';
import { getHealth, getStatus, testDatabase } from './status.service.js';

// API.md: these three answer raw, without the envelope, and need no sign-in.
export async function statusRest(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    const health = await getHealth(app);
    return reply.code(health.status === 'healthy' ? 200 : 503).send(health);
  });
  app.get('/db-test', async (request) => testDatabase(requestContext(request)));
  app.get('/status', async (request) => getStatus(requestContext(request)));
}
