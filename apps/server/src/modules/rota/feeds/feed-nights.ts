import type { ClubNightType, NightDetails } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { holderNames, namedHolders } from '../night/holders.js';
import { liveNights, oneNightPerDate } from '../night/live-nights.js';
import { isNotServing, type NotServing, notServing } from '../night/not-serving.js';

/** One night of a feed, with its squareheads by name in slot order and its issue 19 details. */
export type FeedNight = {
  dance_date: string;
  club_night_type: ClubNightType;
  notes: string | null;
  squareheads: { id: number; name: string }[];
} & Omit<NightDetails, 'cancelled_at'> & {
    cancelled: boolean;
    /** Issue 25: in a member's feed, they said they will not serve this night (declined, can't serve, away). */
    not_serving: boolean;
  };

/**
 * The live nights in date order, one per date (the current schedule's row when a date is on both); with `memberId`,
 * only the nights that member serves on.
 */
export async function listFeedNights(db: DbExecutor, memberId?: number): Promise<FeedNight[]> {
  const nights = oneNightPerDate(await liveNights(db, memberId === undefined ? {} : { servedBy: memberId }));
  const names = await holderNames(db, nights);
  const notServingNow: NotServing =
    memberId === undefined ? new Map<string, Set<number>>() : await notServing(db, nights);
  return nights.map((night) => ({
    dance_date: night.dance_date,
    club_night_type: night.club_night_type,
    notes: night.notes,
    squareheads: namedHolders(night, names),
    start_time: night.start_time,
    end_time: night.end_time,
    caller: night.caller,
    cuer: night.cuer,
    program: night.program,
    theme: night.theme,
    cancelled: night.cancelled_at !== null,
    cancel_reason: night.cancel_reason,
    not_serving: memberId !== undefined && isNotServing(notServingNow, night.dance_date, memberId),
  }));
}
