import { adminProcedure } from '../../trpc/init.js';
import { createBackup, listBackups } from './backups.service.js';

/** Issue 5 backups, spread into the maintenance router. Downloads go through REST (a file, not JSON). */
export const backupProcedures = {
  backups: adminProcedure.meta({ adminAction: 'list backups' }).query(({ ctx }) => listBackups(ctx.services)),
  backupNow: adminProcedure.meta({ adminAction: 'back up the database' }).mutation(({ ctx }) => createBackup(ctx.services)),
};
