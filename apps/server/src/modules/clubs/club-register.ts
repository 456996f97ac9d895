import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { clubs } from '../../db/schema/index.js';

/**
 * Issue 28: the register's copy of a club's name, time zone and (issue 29) language follows its settings, in the
 * transaction that saves them: the association's list and the hourly run read the register, never a club's settings.
 */
export async function copySettingsToRegister(
  db: Transaction,
  clubId: number,
  changed: { club_name?: string; system_timezone?: string; club_locale?: string },
): Promise<void> {
  const copy = {
    ...(changed.club_name !== undefined ? { name: changed.club_name } : {}),
    ...(changed.system_timezone !== undefined ? { time_zone: changed.system_timezone } : {}),
    ...(changed.club_locale !== undefined ? { locale: changed.club_locale } : {}),
  };
  if (Object.keys(copy).length > 0) await db.update(clubs).set(copy).where(eq(clubs.id, clubId));
}
