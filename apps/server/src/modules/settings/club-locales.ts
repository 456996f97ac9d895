import type { Locale } from '@club/shared';
import type { ClubDatabase } from '../../db/club-database.js';
import { clubLocaleOf } from '../../lib/reader-locale.js';
import { onSettingsSaved } from './settings.service.js';

/** Another server on the same database saves settings without telling this one: its answers follow within this. */
const LOCALE_MAX_AGE_MS = 60_000;

/**
 * Issue 29: each club's `club_locale` as this server last read it, so a request's language costs no query of its own.
 * A save on this server drops it at once (as the branded pages do), one on another within a minute.
 */
export function clubLocales(database: Pick<ClubDatabase, 'inClub'>, now: () => number = Date.now) {
  const current = new Map<number, { at: number; locale: Promise<Locale> }>();
  const stop = onSettingsSaved((clubId) => current.delete(clubId));
  async function of(clubId: number): Promise<Locale> {
    let entry = current.get(clubId);
    if (!entry || now() - entry.at > LOCALE_MAX_AGE_MS) {
      entry = { at: now(), locale: database.inClub(clubId, clubLocaleOf) };
      current.set(clubId, entry);
    }
    try {
      return await entry.locale;
    } catch (error) {
      // Not kept: the next request asks again rather than remember an outage.
      if (current.get(clubId) === entry) current.delete(clubId);
      throw error;
    }
  }
  return { of, stop };
}
