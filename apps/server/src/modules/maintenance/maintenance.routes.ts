import { z } from 'zod';
import {
  auditListSchema,
  auditQuerySchema,
  backupInfoSchema,
  backupListSchema,
  clearImportLogsResultSchema,
  clearMembersResultSchema,
  clearScheduleResultSchema,
  importLogsSchema,
} from '@club/shared';
import { defineRoute } from '../../rest/route.js';
import { listAuditEntries } from './audit-query.js';
import { clearSchedule } from '../rota/plan/schedule-lifecycle.js';
import { createBackup, listBackups, openBackup } from './backups.service.js';
import { clearImportLogs, clearMembers, listImportLogs } from './maintenance.service.js';

const clearScheduleRoute = (type: 'next' | 'current') =>
  defineRoute({
    method: 'post',
    path: `/maintenance/clear-${type}-schedule`,
    tag: 'Maintenance',
    access: 'admin',
    action: `clear the ${type} schedule`,
    summary: `Delete the ${type} schedule and its nights`,
    answer: { kind: 'envelope', data: clearScheduleResultSchema },
    handler: (ctx) => clearSchedule(ctx, type),
  });

/** The danger zone of the admin page (SPEC §2) and issue 5 backups. */
export const maintenanceRoutes = {
  clearNextSchedule: clearScheduleRoute('next'),
  clearCurrentSchedule: clearScheduleRoute('current'),
  clearMembers: defineRoute({
    method: 'post',
    path: '/maintenance/clear-members',
    tag: 'Maintenance',
    access: 'admin',
    action: 'clear members',
    summary: 'Delete every member but the main administrator and the caller',
    answer: { kind: 'envelope', data: clearMembersResultSchema },
    handler: (ctx) => clearMembers(ctx),
  }),
  // SPEC §7: kept for old clients that clear members with a GET.
  directClearMembers: defineRoute({
    method: 'get',
    path: '/maintenance/direct-clear-members',
    tag: 'Maintenance',
    access: 'admin',
    action: 'clear members',
    bearerOnly: true,
    accessNote: 'bearer token only, never the cookie',
    summary: 'As POST /maintenance/clear-members; kept for old clients',
    answer: { kind: 'envelope', data: clearMembersResultSchema },
    handler: (ctx) => clearMembers(ctx),
  }),
  importLogs: defineRoute({
    method: 'get',
    path: '/maintenance/import-logs',
    tag: 'Maintenance',
    access: 'admin',
    action: 'see import logs',
    summary: 'Every CSV import and its result',
    answer: { kind: 'envelope', data: importLogsSchema },
    handler: (ctx) => listImportLogs(ctx),
  }),
  clearImportLogs: defineRoute({
    method: 'post',
    path: '/maintenance/clear-import-logs',
    tag: 'Maintenance',
    access: 'admin',
    action: 'clear import logs',
    summary: 'Delete the import logs',
    answer: { kind: 'envelope', data: clearImportLogsResultSchema },
    handler: (ctx) => clearImportLogs(ctx),
  }),
  auditLog: defineRoute({
    method: 'get',
    path: '/maintenance/audit-log',
    tag: 'Maintenance',
    access: 'admin',
    action: 'see the audit log',
    summary: 'Who changed what and when, newest first, filtered and a page at a time',
    query: auditQuerySchema,
    answer: { kind: 'envelope', data: auditListSchema },
    handler: (ctx, { query }) => listAuditEntries(ctx, query),
  }),
  backups: defineRoute({
    method: 'get',
    path: '/maintenance/backups',
    tag: 'Maintenance',
    access: 'admin',
    action: 'list backups',
    summary: 'The backups on the server',
    answer: { kind: 'envelope', data: backupListSchema },
    handler: (ctx) => listBackups(ctx),
  }),
  backupNow: defineRoute({
    method: 'post',
    path: '/maintenance/backups',
    tag: 'Maintenance',
    access: 'admin',
    action: 'back up the database',
    summary: 'Back up the database now',
    answer: { kind: 'envelope', data: backupInfoSchema, status: 201 },
    handler: (ctx) => createBackup(ctx),
  }),
  // The download takes the session cookie too, so a plain link on the admin page works.
  downloadBackup: defineRoute({
    method: 'get',
    path: '/maintenance/backups/{file_name}',
    tag: 'Maintenance',
    access: 'admin',
    action: 'download backups',
    summary: 'Download one backup',
    // Any name is read; one the server never writes is a 404 of the service, like a backup that is gone.
    params: z.object({
      file_name: z
        .string()
        .describe('A backup’s file name as GET /maintenance/backups lists it (club-backup-<UTC time>.json.gz)'),
    }),
    errors: [404],
    answer: { kind: 'file', contentType: 'application/gzip', description: 'The backup as gzipped JSON' },
    handler: async (ctx, { params }) => {
      const backup = await openBackup(ctx, params.file_name);
      return {
        body: backup.stream,
        headers: {
          'content-type': 'application/gzip',
          'content-length': backup.size_bytes,
          'content-disposition': `attachment; filename="${backup.file_name}"`,
        },
      };
    },
  }),
};
