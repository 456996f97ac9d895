import type { FastifyInstance } from 'fastify';
import { assertAdmin } from '../../lib/access.js';
import { serviceContext } from '../../plugins/auth.js';
import { sendSuccess } from '../../rest/envelope.js';
import { clearSchedule } from '../schedules/schedules.service.js';

/** API.md maintenance routes. Issue 4 brings the schedule clears; the rest arrive with the admin settings. */
export async function maintenanceRest(app: FastifyInstance) {
  for (const type of ['next', 'current'] as const) {
    app.post(`/maintenance/clear-${type}-schedule`, async (request, reply) => {
      assertAdmin(request.auth, `clear the ${type} schedule`);
      return sendSuccess(reply, await clearSchedule(serviceContext(request), type));
    });
  }
}
