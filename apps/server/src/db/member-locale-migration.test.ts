import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, settings } from './schema/index.js';
import { clubLocaleOf } from '../lib/reader-locale.js';
import { useTestApp } from '../../test/harness.js';

// Issue 29 (decision 089): migration 0023 makes a club's register language its own setting, keeping what is set.
const migration = readFileSync(new URL('../../../../drizzle/0023_member_locale.sql', import.meta.url), 'utf8');
const copyStep = migration.split('--> statement-breakpoint').at(-1)!;

const t = useTestApp();
const registerSays = (locale: string) => t.db.update(clubs).set({ locale }).where(eq(clubs.id, t.club.id));

describe('migration 0023', () => {
  it("turns a club's German register language into its club_locale setting", async () => {
    await registerSays('de');
    expect(await clubLocaleOf(t.db)).toBe('en');
    await t.db.execute(sql.raw(copyStep));
    expect(await clubLocaleOf(t.db)).toBe('de');
    await registerSays('en');
  });

  it('leaves a setting an admin already saved, and writes nothing for an English club', async () => {
    await t.db.execute(sql.raw(copyStep));
    expect(await t.db.select().from(settings).where(eq(settings.key, 'club_locale'))).toEqual([]);
    await t.db.insert(settings).values({ key: 'club_locale', value: 'en' });
    await registerSays('de');
    await t.db.execute(sql.raw(copyStep));
    expect(await clubLocaleOf(t.db)).toBe('en');
    await registerSays('en');
  });
});
