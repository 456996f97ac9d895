import { isLocale, type Locale, SETTINGS_DEFAULTS } from '@club/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { settings } from '../db/schema/index.js';

/** Issue 29: a member reads their own language when they chose one, else their club's. */
export function memberLocale(member: { locale: string | null }, clubLocale: Locale): Locale {
  return isLocale(member.locale) ? member.locale : clubLocale;
}

/**
 * The club's language, its `club_locale` setting (decision 089: the setting is the truth, the register copies it),
 * read in the club's transaction; a value no release wrote falls back to the default as every setting does.
 */
export async function clubLocaleOf(db: DbExecutor): Promise<Locale> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'club_locale'));
  return isLocale(row?.value) ? row.value : SETTINGS_DEFAULTS.club_locale;
}
