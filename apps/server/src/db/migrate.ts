import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type postgres from 'postgres';
import { createDatabase } from './client.js';
import { type DatabaseAddresses, separateRoles, userOf } from './database-roles.js';

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

/** When the newest migration of drizzle/ was made: a database that has applied it has applied them all. */
function newestMigrationMillis(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function isUpToDate(sql: postgres.Sql, folder: string): Promise<boolean> {
  try {
    const [row] = await sql<
      { newest: string | null }[]
    >`select max(created_at)::text as newest from drizzle.__drizzle_migrations`;
    return row?.newest !== null && row?.newest !== undefined && Number(row.newest) >= newestMigrationMillis(folder);
  } catch {
    return false;
  }
}

/**
 * The migrations, then the roles of issue 28, on the owner's connection and under one lock for every instance. An
 * app role without DATABASE_OWNER_URL may not change the tables; it starts on a database the owner has migrated.
 */
export async function runMigrations({ ownerUrl, appUrl, appPassword }: DatabaseAddresses): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  // One connection, because an advisory lock belongs to the session that took it.
  const { sql, db } = createDatabase(ownerUrl, { max: 1 });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    if (ownerUrl !== appUrl || !(await isUpToDate(sql, migrationsFolder))) {
      await migrate(db, { migrationsFolder });
      await separateRoles(sql, userOf(appUrl), appPassword);
    }
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await sql.end();
  }
}
