import { CLUB_MESSAGES } from '@club/shared';
import type { Club } from '../../db/club-database.js';
import type { ContextDeps } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';

/**
 * Issue 28: the operator closes a club for a while (unpaid, abandoned, on request) and opens it again, nothing of
 * it removed. A suspended club's addresses answer 404 and the hourly work passes it by; its rows wait untouched.
 */
export async function setClubSuspended(
  deps: Pick<ContextDeps, 'database'>,
  slug: string,
  suspended: boolean,
): Promise<{ club: Club; changed: boolean }> {
  const club = await deps.database.clubs.bySlug(slug);
  if (!club) throw new AppError('NOT_FOUND', CLUB_MESSAGES.noSuchClub(slug));
  if ((club.suspended_at !== null) === suspended) return { club, changed: false };
  const suspended_at = suspended ? new Date() : null;
  await deps.database.clubs.update(club.id, { suspended_at });
  return { club: { ...club, suspended_at }, changed: true };
}
