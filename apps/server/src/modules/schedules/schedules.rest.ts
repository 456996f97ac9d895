import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addDatesSchema, assignmentPatchSchema, autoFillInputSchema, idSchema, scheduleCreateSchema } from '@club/shared';
import { assertAdmin, assertSignedIn } from '../../lib/access.js';
import { parseOrThrow } from '../../lib/errors.js';
import { requestContext } from '../../rest/request-context.js';
import { sendSuccess } from '../../rest/envelope.js';
import { ID_PARAM } from '../../rest/path-params.js';
import { getScheduleView } from './schedule-query.js';
import {
  addDatesToNextSchedule,
  autoFillNextSchedule,
  createNextSchedule,
  deleteAssignment,
  promoteNextSchedule,
  updateAssignment,
} from './schedules.service.js';

const idParams = z.object({ id: idSchema });

/** API.md schedules routes over the same services as the tRPC router. */
export async function schedulesRest(app: FastifyInstance) {
  for (const type of ['current', 'next'] as const) {
    app.get(`/schedules/${type}`, async (request, reply) => {
      assertSignedIn(request.auth);
      return sendSuccess(reply, await getScheduleView(app.db, type));
    });
  }

  app.post('/schedules/next', async (request, reply) => {
    assertAdmin(request.auth, 'create schedules');
    const input = parseOrThrow(scheduleCreateSchema, request.body);
    return sendSuccess(reply, await createNextSchedule(requestContext(request), input), { status: 201 });
  });

  app.post('/schedules/next/add-dates', async (request, reply) => {
    assertAdmin(request.auth, 'add dates');
    const input = parseOrThrow(addDatesSchema, request.body);
    const result = await addDatesToNextSchedule(requestContext(request), input);
    // API.md: 201 when nights were created, 200 when every date was already there.
    return sendSuccess(reply, result, { status: result.added_count > 0 ? 201 : 200 });
  });

  app.post('/schedules/next/auto-fill', async (request, reply) => {
    assertAdmin(request.auth, 'fill schedules');
    const { apply } = parseOrThrow(autoFillInputSchema, request.body ?? {});
    return sendSuccess(reply, await autoFillNextSchedule(requestContext(request), apply));
  });

  app.put(`/schedules/assignments/${ID_PARAM}`, async (request, reply) => {
    assertAdmin(request.auth, 'edit assignments');
    const { id } = parseOrThrow(idParams, request.params);
    const input = parseOrThrow(assignmentPatchSchema, request.body);
    return sendSuccess(reply, await updateAssignment(requestContext(request), id, input));
  });

  app.delete(`/schedules/assignments/${ID_PARAM}`, async (request, reply) => {
    assertAdmin(request.auth, 'delete assignments');
    const { id } = parseOrThrow(idParams, request.params);
    return sendSuccess(reply, await deleteAssignment(requestContext(request), id));
  });

  app.post('/schedules/promote', async (request, reply) => {
    assertAdmin(request.auth, 'promote schedules');
    return sendSuccess(reply, await promoteNextSchedule(requestContext(request)));
  });
}
