import { procedureFor } from '../../trpc/init.js';
import { maintenanceRoutes } from './maintenance.routes.js';
import { createBackup, listBackups } from './backups.service.js';

/** Issue 5 backups, spread into the maintenance router. Downloads go through REST (a file, not JSON). */
export const backupProcedures = {
  backups: procedureFor(maintenanceRoutes.backups).query(({ ctx }) => listBackups(ctx.services)),
  backupNow: procedureFor(maintenanceRoutes.backupNow).mutation(({ ctx }) => createBackup(ctx.services)),
};
