import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { type ContextDeps, runInClub } from '../lib/context.js';
import { BACKUP_UNIT, createBackup, isBackupDue, listBackups } from '../modules/maintenance/backups.service.js';
import { getAllSettings } from '../modules/settings/settings.service.js';
import { type ClubRunPolicy, fanOutToClubs, workOnClubRuns } from './club-runs.js';
import { BACKUP_CLUB_QUEUE, BACKUP_JOB } from './queues.js';

/**
 * A backup writes a whole club to disk, which for a large club takes a while and much memory: one at a time per
 * server, and ten minutes before a run whose server died is taken over.
 */
const BACKUP_RUN: ClubRunPolicy = { runners: 1, expireInSeconds: 600 };

/**
 * Issue 5 scheduled backups. The queue ticks every hour and each tick asks each club, in a run of its own, whether a
 * backup is due (decision 008): a slot missed while the server was down is caught up, and a change of frequency or
 * time zone needs no rescheduling.
 */
export async function registerBackupJob(boss: PgBoss, deps: ContextDeps, log: FastifyBaseLogger): Promise<void> {
  await boss.work(BACKUP_JOB, () => fanOutToClubs(boss, deps, BACKUP_CLUB_QUEUE, {}, BACKUP_RUN));
  await workOnClubRuns(boss, deps, log, BACKUP_CLUB_QUEUE, BACKUP_RUN, async (scope) => {
    await runInClub(
      deps,
      scope,
      async (ctx) => {
        const settings = await getAllSettings(ctx.db);
        const [latest] = (await listBackups(ctx)).backups;
        if (!isBackupDue(new Date(), settings, latest ? new Date(latest.created_at) : null)) return;
        const backup = await createBackup(ctx);
        ctx.log.info({ file_name: backup.file_name, size_bytes: backup.size_bytes }, 'Scheduled backup written');
      },
      BACKUP_UNIT,
    );
  });
}
