import { inArray } from 'drizzle-orm';
import {
  type Branding,
  type PublicSettings,
  PUBLIC_SETTING_KEYS,
  SETTING_KEYS,
  type SettingKey,
  type Settings,
  SETTINGS_DEFAULTS,
  settingsSchema,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

/**
 * Every setting, stored values over the SPEC §9 defaults. A stored value that no longer passes the schema (an older
 * release wrote it, or someone edited the table) falls back to its default instead of breaking every page.
 */
export async function getAllSettings(db: DbExecutor, keys: readonly SettingKey[] = SETTING_KEYS): Promise<Settings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  const merged: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
  for (const row of rows) {
    const field = settingsSchema.shape[row.key as SettingKey];
    if (field?.safeParse(row.value).success) merged[row.key] = row.value;
  }
  return merged as Settings;
}

export async function getPublicSettings(db: DbExecutor): Promise<PublicSettings> {
  const all = await getAllSettings(db, PUBLIC_SETTING_KEYS);
  return Object.fromEntries(PUBLIC_SETTING_KEYS.map((key) => [key, all[key]])) as PublicSettings;
}

/** What the login page shows before anyone signs in (SPEC §1: the club's name, subtitle, colour and logo). */
export async function getBranding(db: DbExecutor): Promise<Branding> {
  const { club_name, club_subtitle, club_color, club_logo_data, club_logo_url } = await getPublicSettings(db);
  return { club_name, club_subtitle, club_color, club_logo_data, club_logo_url };
}
