import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listBackups } from '../modules/maintenance/backups.service.js';
import { updateSettings } from '../modules/settings/settings.service.js';
import { useTestApp } from '../../test/harness.js';
import { BACKUP_JOB } from './queues.js';

let backupDir: string;
beforeAll(async () => {
  backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-test-backup-job-'));
});
afterAll(() => fs.rm(backupDir, { recursive: true, force: true }));
const t = useTestApp(() => ({ jobs: true, env: { BACKUP_DIR: backupDir } }));
beforeEach(async () => {
  await fs.rm(backupDir, { recursive: true, force: true });
});

/** Sends one tick of the backup queue and waits until it and the club's run it handed out have finished. */
async function runBackupTick() {
  const jobId = await t.app.jobs.boss.send(BACKUP_JOB, {});
  await expect
    .poll(async () => (await t.app.jobs.boss.getJobById(BACKUP_JOB, jobId!))?.state, { timeout: 15_000 })
    .toBe('completed');
  await t.clubRunsDone();
}

describe('the backup job', () => {
  it('is scheduled hourly in pg-boss; each tick decides whether a backup is due', async () => {
    const schedule = (await t.app.jobs.boss.getSchedules()).find((entry) => entry.name === BACKUP_JOB);
    expect(schedule?.cron).toBe('23 * * * *');
  });

  it('writes a backup when backups are on and none exists yet, and no second one in the same period', async () => {
    await t.inClub((ctx) => updateSettings(ctx, { backup_enabled: true, backup_frequency: 'monthly' }));
    await runBackupTick();
    expect((await listBackups({ config: t.config, club: t.club })).backups).toHaveLength(1);
    await runBackupTick();
    expect((await listBackups({ config: t.config, club: t.club })).backups).toHaveLength(1);
  });

  it('writes nothing while backups are off', async () => {
    await t.inClub((ctx) => updateSettings(ctx, { backup_enabled: false }));
    await runBackupTick();
    expect((await listBackups({ config: t.config, club: t.club })).backups).toEqual([]);
  });
});
