import { SETTINGS_DEFAULTS } from '@club/shared';
import type { Club, ClubRegistry } from '../../db/club-database.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors.js';

/** The slug of the one club of a single-club install: it appears in no URL. */
export const SINGLE_CLUB_SLUG = 'club';

/**
 * Issue 28: an install of one club (today's, and every new one by default) has exactly one row in the register,
 * made at the first start; an existing database's rows became that club's in the migration that added clubs. Two
 * servers starting together may both make it: the second finds the first's.
 */
export async function ensureSingleClub(clubs: ClubRegistry): Promise<Club> {
  const existing = await clubs.all();
  if (existing.length > 1) {
    throw new Error(
      `This database holds ${existing.length} clubs; a server for one club serves a database of one club.`,
    );
  }
  if (existing[0]) return existing[0];
  try {
    return await clubs.add({
      slug: SINGLE_CLUB_SLUG,
      name: SETTINGS_DEFAULTS.club_name,
      time_zone: SETTINGS_DEFAULTS.system_timezone,
      locale: 'en',
    });
  } catch (error) {
    const made = pgErrorCode(error) === PG_UNIQUE_VIOLATION ? await clubs.bySlug(SINGLE_CLUB_SLUG) : undefined;
    if (!made) throw error;
    return made;
  }
}
