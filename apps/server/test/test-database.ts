import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export type TestDatabaseInfo = { adminUrl: string; templateName: string };

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

/** A fresh database for one test file, cloned from the migrated template in a few milliseconds. */
export async function createDatabaseFromTemplate(
  info: TestDatabaseInfo,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `club_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(info.adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${info.templateName}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(info.adminUrl, name),
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
