import path from 'node:path';
import { createBackup } from '../modules/maintenance/backups.service.js';
import type { Command } from './command.js';

const KIB = 1024;
const readableSize = (bytes: number) =>
  bytes < KIB
    ? `${bytes} bytes`
    : bytes < KIB * KIB
      ? `${(bytes / KIB).toFixed(1)} KiB`
      : `${(bytes / KIB / KIB).toFixed(1)} MiB`;

export const backupCommand: Command = {
  usage: 'backup',
  summary: 'Writes a backup of all club data into BACKUP_DIR (as Back up now on the Admin page does).',
  example: 'backup',
  positionals: 0,
  async run(ctx, _args, print) {
    const backup = await createBackup(ctx);
    print(`Backup written: ${path.join(ctx.config.backupDir, backup.file_name)} (${readableSize(backup.size_bytes)}).`);
  },
};
