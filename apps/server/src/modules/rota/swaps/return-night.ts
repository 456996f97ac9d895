import { SWAP_MESSAGES } from '@club/shared';
import type { LiveNight } from '../night/live-nights.js';
import { servesOn } from '../night/live-nights.js';
import { slotHolders } from '../night/slots.js';

/**
 * Issue 25 point 2 (decision 056): which of the taker's nights the requester may be handed in return for a 'swap'.
 * The offer list and the settlement both ask this one function, so a night never e-mailed as a choice can never be
 * taken by typing its date into the request either.
 */
export type ReturnNightRule =
  'sameNight' | 'past' | 'notTakersNight' | 'cancelled' | 'boardNight' | 'requesterAway' | 'requesterServes';

/** What the return night is checked against: the live nights around it and who cannot serve it. */
export type ReturnNightCheck = {
  /** The night the requester wants to hand over. */
  danceDate: string;
  requesterId: number;
  takerId: number;
  today: string;
  /** The live rows of at least the return date (both schedules' rows when it is on both). */
  nights: readonly LiveNight[];
  /** Whether the requester cannot serve the return date (a single night, a range or rule, a partner's). */
  requesterAway: boolean;
};

/** Why `returnDate` cannot be handed back to the requester, in the order a member reads the rules; null when it can. */
export function returnNightRefusal(returnDate: string, check: ReturnNightCheck): ReturnNightRule | null {
  if (returnDate === check.danceDate) return 'sameNight';
  if (returnDate < check.today) return 'past';
  const rows = check.nights.filter((night) => night.dance_date === returnDate);
  if (!servesOn(rows, returnDate, check.takerId)) return 'notTakersNight';
  // Issue 19: a cancelled night is nobody's to give back.
  if (rows.some((night) => night.cancelled_at !== null)) return 'cancelled';
  // Decision 028: an empty FIFTH WED night is the board's. A night the taker serves is staffed, so this holds only
  // when a row of the other schedule is the empty one; it is kept so the two lists never read the rule differently.
  if (rows.some((night) => night.club_night_type === 'FIFTH WED' && slotHolders(night).length === 0))
    return 'boardNight';
  if (check.requesterAway) return 'requesterAway';
  if (servesOn(rows, returnDate, check.requesterId)) return 'requesterServes';
  return null;
}

/** The refusal in the words the taker reads (packages/shared messages). */
export const returnNightMessage = (rule: ReturnNightRule): string => SWAP_MESSAGES.returnNight[rule];
