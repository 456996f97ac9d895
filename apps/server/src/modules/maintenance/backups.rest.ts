import type { FastifyInstance } from 'fastify';
import { assertAdmin } from '../../lib/access.js';
import { requestContext } from '../../rest/request-context.js';
import { sendSuccess } from '../../rest/envelope.js';
import { createBackup, listBackups, openBackup } from './backups.service.js';

/** Issue 5 backups on the admin page. The download takes the session cookie too, so a plain link works. */
export async function backupsRest(app: FastifyInstance) {
  app.get('/maintenance/backups', async (request, reply) => {
    assertAdmin(request.auth, 'list backups');
    return sendSuccess(reply, await listBackups(requestContext(request)));
  });

  app.post('/maintenance/backups', async (request, reply) => {
    assertAdmin(request.auth, 'back up the database');
    return sendSuccess(reply, await createBackup(requestContext(request)), { status: 201 });
  });

  app.get<{ Params: { file_name: string } }>('/maintenance/backups/:file_name', async (request, reply) => {
    assertAdmin(request.auth, 'download backups');
    const backup = await openBackup(requestContext(request), request.params.file_name);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', backup.size_bytes)
      .header('content-disposition', `attachment; filename="${backup.file_name}"`)
      .send(backup.stream);
  });
}
