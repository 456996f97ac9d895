import { auditQuerySchema } from '@club/shared';
import { adminProcedure, router } from '../../trpc/init.js';
import { listAuditEntries } from '../audit/audit-query.js';
import { backupProcedures } from './backups.router.js';
import { clearImportLogs, clearMembers, listImportLogs } from './maintenance.service.js';

const admin = (action: string) => adminProcedure.meta({ adminAction: action });

/** Maintenance operations of the admin page (SPEC §2 danger zone). Schedules are cleared by schedules.clear. */
export const maintenanceRouter = router({
  clearMembers: admin('clear members').mutation(({ ctx }) => clearMembers(ctx.services)),
  importLogs: admin('see import logs').query(({ ctx }) => listImportLogs(ctx.services)),
  clearImportLogs: admin('clear import logs').mutation(({ ctx }) => clearImportLogs(ctx.services)),
  auditLog: admin('see the audit log').input(auditQuerySchema).query(({ ctx, input }) => listAuditEntries(ctx.services, input)),
  ...backupProcedures,
});
