import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { APP_ROLE, urlAs } from '../src/db/database-roles.js';

/** The superuser's address, the migrated template and the password of the app role the tests sign in as. */
export type TestDatabaseInfo = { adminUrl: string; templateName: string; appPassword: string };

/**
 * Issue 28: the tests' app role signs in with this on any server it is given (the suite makes the role there, as the
 * built-in PostgreSQL makes its own), so every test's queries run under row-level security.
 */
export const TEST_APP_PASSWORD = 'club-app-test-password';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database for one test file, cloned from the migrated template in a few milliseconds: its superuser's
 * address (`url`, for migrations and the harness's own clean-up) and the app role's (`appUrl`).
 */
export async function createDatabaseFromTemplate(
  info: TestDatabaseInfo,
): Promise<{ url: string; appUrl: string; drop: () => Promise<void> }> {
  const name = `club_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(info.adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${info.templateName}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(info.adminUrl, name);
  return {
    url,
    appUrl: urlAs(url, APP_ROLE, info.appPassword),
    drop: async () => {
      const sql = postgres(info.adminUrl, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await sql.end();
      }
    },
  };
}
