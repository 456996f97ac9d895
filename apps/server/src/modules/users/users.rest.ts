import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema, memberCreateSchema, memberListQuerySchema, memberUpdateSchema } from '@club/shared';
import { assertAdmin, assertSignedIn } from '../../lib/access.js';
import { parseOrThrow } from '../../lib/errors.js';
import { requestContext } from '../../rest/request-context.js';
import { sendSuccess } from '../../rest/envelope.js';
import { ID_PARAM } from '../../rest/path-params.js';
import { readUploadedFile } from '../../rest/upload.js';
import { getGeocodeProgress, startGeocodeAll } from '../geocoding/geocoding.service.js';
import { getAllSettings } from '../settings/settings.service.js';
import { importMembers } from './import/import-members.service.js';
import { exportFileName, membersToCsv } from './members-csv.js';
import {
  createMember,
  deleteMember,
  getMember,
  listAssignableMembers,
  listMembers,
  updateMember,
} from './users.service.js';

const idParams = z.object({ id: idSchema });

/** API.md users routes: thin shims over the same services as the tRPC router. */
export async function usersRest(app: FastifyInstance) {
  app.get('/users', async (request, reply) => {
    assertSignedIn(request.auth);
    const query = parseOrThrow(memberListQuerySchema, request.query);
    return sendSuccess(reply, await listMembers(requestContext(request), query));
  });

  app.get('/users/assignable', async (request, reply) => {
    assertSignedIn(request.auth);
    return sendSuccess(reply, await listAssignableMembers(requestContext(request)));
  });

  app.post('/users/geocode-all', async (request, reply) => {
    assertAdmin(request.auth, 'geocode addresses');
    const started = await startGeocodeAll(requestContext(request));
    return sendSuccess(reply, started, { message: started.message });
  });

  app.get('/users/geocode-progress', async (request, reply) => {
    assertSignedIn(request.auth);
    return sendSuccess(reply, await getGeocodeProgress(request.server.db));
  });

  app.get('/users/export/csv', async (request, reply) => {
    assertSignedIn(request.auth);
    const { users } = await listMembers(requestContext(request), memberListQuerySchema.parse({}));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
      .header('Cache-Control', 'no-store')
      .send(membersToCsv(users));
  });

  app.post('/users/import', async (request, reply) => {
    assertAdmin(request.auth, 'import members');
    const { max_upload_size } = await getAllSettings(app.db, ['max_upload_size']);
    const file = await readUploadedFile(request, 'file', max_upload_size);
    return sendSuccess(reply, await importMembers(requestContext(request), { name: file.name, content: file.bytes.toString('utf8') }));
  });

  app.get(`/users/${ID_PARAM}`, async (request, reply) => {
    assertSignedIn(request.auth);
    const { id } = parseOrThrow(idParams, request.params);
    return sendSuccess(reply, await getMember(requestContext(request), id));
  });

  app.post('/users', async (request, reply) => {
    assertAdmin(request.auth, 'add members');
    const input = parseOrThrow(memberCreateSchema, request.body);
    return sendSuccess(reply, await createMember(requestContext(request), input), { status: 201 });
  });

  app.put(`/users/${ID_PARAM}`, async (request, reply) => {
    assertSignedIn(request.auth);
    const { id } = parseOrThrow(idParams, request.params);
    const input = parseOrThrow(memberUpdateSchema, request.body);
    return sendSuccess(reply, await updateMember(requestContext(request), id, input));
  });

  app.delete(`/users/${ID_PARAM}`, async (request, reply) => {
    assertAdmin(request.auth, 'delete members');
    const { id } = parseOrThrow(idParams, request.params);
    return sendSuccess(reply, await deleteMember(requestContext(request), id));
  });
}
