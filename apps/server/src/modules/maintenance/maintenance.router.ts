import { auditQuerySchema } from '@club/shared';
import { procedureFor, router } from '../../trpc/init.js';
import { maintenanceRoutes } from './maintenance.routes.js';
import { listAuditEntries } from './audit-query.js';
import { backupProcedures } from './backups.router.js';
import { clearImportLogs, clearMembers, listImportLogs } from './maintenance.service.js';

/** Maintenance operations of the admin page (SPEC §2 danger zone). Schedules are cleared by schedules.clear. */
export const maintenanceRouter = router({
  clearMembers: procedureFor(maintenanceRoutes.clearMembers).mutation(({ ctx }) => clearMembers(ctx.services)),
  importLogs: procedureFor(maintenanceRoutes.importLogs).query(({ ctx }) => listImportLogs(ctx.services)),
  clearImportLogs: procedureFor(maintenanceRoutes.clearImportLogs).mutation(({ ctx }) => clearImportLogs(ctx.services)),
  auditLog: procedureFor(maintenanceRoutes.auditLog)
    .input(auditQuerySchema)
    .query(({ ctx, input }) => listAuditEntries(ctx.services, input)),
  ...backupProcedures,
});
