// `npm run restore -- path/to/club-backup-YYYYMMDDTHHMMSSZ.json.gz`: loads a backup into an empty database, the one
// the server would use with the same environment (DATABASE_URL, or the built-in PostgreSQL under DATA_DIR).
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase } from './db/connect.js';
import { AppError } from './lib/errors.js';
import { restoreBackup } from './modules/maintenance/backups.service.js';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run restore -- path/to/club-backup-YYYYMMDDTHHMMSSZ.json.gz');
  process.exit(2);
}

const log = { info: (msg: string) => console.error(msg), warn: (msg: string) => console.error(msg), debug: () => {} };

try {
  const database = await connectDatabase(loadConfig(), log);
  try {
    const restored = await restoreBackup(database.db, file);
    const width = Math.max(...restored.map(({ table }) => table.length));
    for (const { table, rows } of restored) console.log(`${table.padEnd(width)}  ${rows} ${rows === 1 ? 'row' : 'rows'}`);
    console.log(`Restored ${file}. Start the server on this database to use it.`);
  } finally {
    await database.close();
  }
} catch (error) {
  const readable = error instanceof AppError || error instanceof ConfigError;
  console.error(readable ? `Restore failed: ${error.message}` : error);
  console.error('Nothing was restored.');
  process.exit(1);
}
