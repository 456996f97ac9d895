import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { type ContextDeps, contextFor, SYSTEM } from '../lib/context.js';
import { createBackup, isBackupDue, listBackups } from '../modules/maintenance/backups.service.js';
import { getAllSettings } from '../modules/settings/settings.service.js';

export const BACKUP_JOB = 'backup';

/**
 * Issue 5 scheduled backups. The queue ticks every hour and each tick asks whether a backup is due (decision 008):
 * a slot missed while the server was down is caught up, and a change of frequency or time zone needs no rescheduling.
 */
export async function registerBackupJob(boss: PgBoss, deps: ContextDeps, log: FastifyBaseLogger): Promise<void> {
  await boss.createQueue(BACKUP_JOB);
  await boss.schedule(BACKUP_JOB, '23 * * * *');
  await boss.work(BACKUP_JOB, async () => {
    const ctx = contextFor(deps, SYSTEM, log);
    const settings = await getAllSettings(ctx.db);
    const [latest] = (await listBackups(ctx)).backups;
    if (!isBackupDue(new Date(), settings, latest ? new Date(latest.created_at) : null)) return;
    const backup = await createBackup(ctx);
    log.info({ file_name: backup.file_name, size_bytes: backup.size_bytes }, 'Scheduled backup written');
  });
}
