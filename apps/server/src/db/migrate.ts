import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { createDatabase } from './client.js';

// Any number; it only has to be the same for every instance, so two servers starting together migrate one at a time.
const MIGRATION_LOCK_ID = 727_001;

/** Finds the repository's drizzle/ folder from the source tree and from the built bundle alike. */
export function findMigrationsFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let current = from;
  for (;;) {
    const candidate = path.join(current, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(current);
    if (parent === current) throw new Error(`No drizzle/ migrations folder found above ${from}`);
    current = parent;
  }
}

export async function runMigrations(url: string): Promise<void> {
  // One connection, because an advisory lock belongs to the session that took it.
  const { sql, db } = createDatabase(url, { max: 1 });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(db, { migrationsFolder: findMigrationsFolder() });
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await sql.end();
  }
}
