import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { authRest } from '../modules/auth/auth.rest.js';
import { calendarRest } from '../modules/calendar/calendar.rest.js';
import { dutiesRest } from '../modules/duties/duties.rest.js';
import { emailRest } from '../modules/email/email.rest.js';
import { backupsRest } from '../modules/maintenance/backups.rest.js';
import { maintenanceRest } from '../modules/maintenance/maintenance.rest.js';
import { schedulesRest } from '../modules/schedules/schedules.rest.js';
import { settingsRest } from '../modules/settings/settings.rest.js';
import { statusRest } from '../modules/status/status.rest.js';
import { swapsRest } from '../modules/swaps/swaps.rest.js';
import { usersRest } from '../modules/users/users.rest.js';
import { openApiRest } from './openapi/openapi.rest.js';
import { refuseUnstorableRequestText } from './refuse-unstorable-text.js';

/** Mounts every <domain>.rest.ts under {base}/api. */
export async function restRoutes(app: FastifyInstance) {
  // Uploads (CSV import, logo) are checked against the club's own limit per route; this is the hard ceiling.
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1, fields: 10 } });
  app.addHook('preValidation', refuseUnstorableRequestText);
  await app.register(statusRest);
  await app.register(authRest);
  await app.register(usersRest);
  await app.register(schedulesRest);
  await app.register(dutiesRest);
  await app.register(calendarRest);
  await app.register(swapsRest);
  await app.register(maintenanceRest);
  await app.register(backupsRest);
  await app.register(settingsRest);
  await app.register(emailRest);
  await app.register(openApiRest);
}
