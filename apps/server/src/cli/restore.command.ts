import { restoreBackup } from '../modules/maintenance/backups.service.js';
import { MAINTENANCE_MESSAGES } from '@club/shared';
import type { Command } from './command.js';

export const restoreCommand: Command = {
  usage: 'restore <backup-file>',
  summary: 'Loads a backup into an empty database (stop the server first; see the README, Backups).',
  example: 'restore data/backups/club-backup-20260301T082300Z.json.gz',
  positionals: 1,
  afterFailure: 'Nothing was restored.',
  async run(units, args, print) {
    const [file] = args.positionals as [string];
    const { tables, secretsToEnterAgain, tokensReplaced } = await units((ctx) => restoreBackup(ctx.db, file, ctx.club));
    const width = Math.max(...tables.map(({ table }) => table.length));
    for (const { table, rows } of tables) print(`${table.padEnd(width)}  ${rows} ${rows === 1 ? 'row' : 'rows'}`);
    print(`Restored ${file}. Start the server on this database to use it.`);
    // Decision 015: backups never hold the secrets, so they must be typed in again.
    if (secretsToEnterAgain.length > 0) print(MAINTENANCE_MESSAGES.secretsToEnterAgain(secretsToEnterAgain));
    if (tokensReplaced > 0) print(MAINTENANCE_MESSAGES.tokensLeftWithTheirClub(tokensReplaced));
  },
};
