import { count, max } from 'drizzle-orm';
import type { AssociationClub } from '@club/shared';
import type { Club, ClubDatabase } from '../../db/club-database.js';
import { fewAtATime } from '../../lib/few-at-a-time.js';
import { assignments, auditEntries, members, sessions } from '../../db/schema/index.js';

/** Clubs counted at once: each is a short transaction of its own, so a thousand clubs take a few seconds, not a pool. */
const COUNTED_AT_ONCE = 4;

/**
 * Issue 28: what the association sees of a club: its register entry and three counts read inside the club's own
 * transaction, so row-level security stands between the operator and every member's data as for anyone else.
 */
export async function clubOverview(database: Pick<ClubDatabase, 'inClub'>, club: Club): Promise<AssociationClub> {
  const counts = await database.inClub(club.id, async (db) => {
    const [roster] = await db.select({ n: count() }).from(members);
    const [nights] = await db.select({ n: count() }).from(assignments);
    const [signIn] = await db.select({ at: max(sessions.created_at) }).from(sessions);
    const [change] = await db.select({ at: max(auditEntries.at) }).from(auditEntries);
    const latest = [signIn?.at, change?.at]
      .filter((at): at is Date => at instanceof Date || typeof at === 'string')
      .map((at) => new Date(at).getTime());
    return {
      members: roster?.n ?? 0,
      nights: nights?.n ?? 0,
      last_activity: latest.length > 0 ? new Date(Math.max(...latest)).toISOString() : null,
    };
  });
  return {
    slug: club.slug,
    name: club.name,
    time_zone: club.time_zone,
    locale: club.locale === 'de' ? 'de' : 'en',
    created_at: club.created_at.toISOString(),
    suspended: club.suspended_at !== null,
    ...counts,
  };
}

export async function listClubOverviews(database: Pick<ClubDatabase, 'inClub' | 'clubs'>): Promise<AssociationClub[]> {
  return fewAtATime(await database.clubs.all(), COUNTED_AT_ONCE, (club) => clubOverview(database, club));
}
