import type { FastifyInstance } from 'fastify';
import { settingKeyParamsSchema, settingsWriteSchema, settingValueInputSchema } from '@club/shared';
import { assertAdmin, assertSignedIn } from '../../lib/access.js';
import { parseOrThrow } from '../../lib/errors.js';
import { requestContext } from '../../rest/request-context.js';
import { sendSuccess } from '../../rest/envelope.js';
import { readUploadedFile } from '../../rest/upload.js';
import { prepareClubLogo } from './club-logo.js';
import { getAllSettings, getSetting, getSettingsFor, updateSetting, updateSettings } from './settings.service.js';

/** API.md settings routes over the same services as the tRPC router. */
export async function settingsRest(app: FastifyInstance) {
  app.get('/settings', async (request, reply) => {
    assertSignedIn(request.auth);
    return sendSuccess(reply, await getSettingsFor(requestContext(request)));
  });

  app.get('/settings/:key', async (request, reply) => {
    assertSignedIn(request.auth);
    const { key } = parseOrThrow(settingKeyParamsSchema, request.params);
    return sendSuccess(reply, await getSetting(requestContext(request), key));
  });

  app.put('/settings', async (request, reply) => {
    assertAdmin(request.auth, 'change settings');
    const patch = parseOrThrow(settingsWriteSchema, request.body);
    return sendSuccess(reply, await updateSettings(requestContext(request), patch), { message: 'Settings saved successfully' });
  });

  app.post('/settings/upload-logo', async (request, reply) => {
    assertAdmin(request.auth, 'change settings');
    const { max_upload_size } = await getAllSettings(request.server.db, ['max_upload_size']);
    const file = await readUploadedFile(request, 'logo', max_upload_size);
    return sendSuccess(reply, await prepareClubLogo(file));
  });

  app.put('/settings/:key', async (request, reply) => {
    assertAdmin(request.auth, 'change settings');
    const { key } = parseOrThrow(settingKeyParamsSchema, request.params);
    const { value } = parseOrThrow(settingValueInputSchema, request.body);
    return sendSuccess(reply, await updateSetting(requestContext(request), key, value));
  });
}
