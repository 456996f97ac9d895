import { procedureFrom } from '../../trpc/procedure-from.js';
import { maintenanceRoutes } from './maintenance.routes.js';

/** Issue 5 backups, spread into the maintenance router. Downloads go through REST (a file, not JSON). */
export const backupProcedures = {
  backups: procedureFrom(maintenanceRoutes.backups),
  backupNow: procedureFrom(maintenanceRoutes.backupNow),
};
