import path from 'node:path';
import { BACKUP_UNIT, backupFolderOf, createBackup } from '../modules/maintenance/backups.service.js';
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
  async run(units, _args, print) {
    const written = await units(
      async (ctx) => ({ backup: await createBackup(ctx), folder: backupFolderOf(ctx) }),
      BACKUP_UNIT,
    );
    print(
      `Backup written: ${path.join(written.folder, written.backup.file_name)} (${readableSize(written.backup.size_bytes)}).`,
    );
  },
};
