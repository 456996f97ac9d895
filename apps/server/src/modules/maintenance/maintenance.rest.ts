import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditQuerySchema, MAINTENANCE_MESSAGES } from '@club/shared';
import { assertAdmin } from '../../lib/access.js';
import { AppError, parseOrThrow } from '../../lib/errors.js';
import { requestContext } from '../../rest/request-context.js';
import { sendSuccess } from '../../rest/envelope.js';
import { listAuditEntries } from '../audit/audit-query.js';
import { clearSchedule } from '../schedules/schedules.service.js';
import { clearImportLogs, clearMembers, listImportLogs } from './maintenance.service.js';

/**
 * A GET that deletes must never run on a browser's cookie: a link on any other site could trigger it, because
 * SameSite=Lax cookies travel with top-level navigations. Old scripts send a bearer token, so that is all it takes.
 */
function assertBearer(request: FastifyRequest): void {
  if (!request.headers.authorization?.toLowerCase().startsWith('bearer ')) {
    throw new AppError('UNAUTHORIZED', MAINTENANCE_MESSAGES.bearerRequired);
  }
}

/** API.md maintenance routes over the same services as the tRPC routers. */
export async function maintenanceRest(app: FastifyInstance) {
  for (const type of ['next', 'current'] as const) {
    app.post(`/maintenance/clear-${type}-schedule`, async (request, reply) => {
      assertAdmin(request.auth, `clear the ${type} schedule`);
      return sendSuccess(reply, await clearSchedule(requestContext(request), type));
    });
  }

  app.post('/maintenance/clear-members', async (request, reply) => {
    assertAdmin(request.auth, 'clear members');
    return sendSuccess(reply, await clearMembers(requestContext(request)));
  });

  // SPEC §7: kept for old clients that clear members with a GET.
  app.get('/maintenance/direct-clear-members', async (request, reply) => {
    assertBearer(request);
    assertAdmin(request.auth, 'clear members');
    return sendSuccess(reply, await clearMembers(requestContext(request)));
  });

  app.get('/maintenance/import-logs', async (request, reply) => {
    assertAdmin(request.auth, 'see import logs');
    return sendSuccess(reply, await listImportLogs(requestContext(request)));
  });

  app.post('/maintenance/clear-import-logs', async (request, reply) => {
    assertAdmin(request.auth, 'clear import logs');
    return sendSuccess(reply, await clearImportLogs(requestContext(request)));
  });

  app.get('/maintenance/audit-log', async (request, reply) => {
    assertAdmin(request.auth, 'see the audit log');
    return sendSuccess(reply, await listAuditEntries(requestContext(request), parseOrThrow(auditQuerySchema, request.query)));
  });
}
