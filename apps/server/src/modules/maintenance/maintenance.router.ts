import { router } from '../../trpc/init.js';
import { procedureFrom } from '../../trpc/procedure-from.js';
import { maintenanceRoutes } from './maintenance.routes.js';
import { backupProcedures } from './backups.router.js';

/** Maintenance operations of the admin page (SPEC §2 danger zone). Schedules are cleared by schedules.clear. */
export const maintenanceRouter = router({
  clearMembers: procedureFrom(maintenanceRoutes.clearMembers),
  importLogs: procedureFrom(maintenanceRoutes.importLogs),
  clearImportLogs: procedureFrom(maintenanceRoutes.clearImportLogs),
  auditLog: procedureFrom(maintenanceRoutes.auditLog),
  ...backupProcedures,
});
