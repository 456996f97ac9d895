import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SwapCandidate, SwapKind, Unavailability } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { members } from '../../../db/schema/index.js';
import { resolveUnavailability } from '../night/unavailability.js';
import { type LiveNight, liveNights, servesOn, servingOn } from '../night/live-nights.js';
import { returnNightRefusal } from './return-night.js';

export type SwapTarget = { requester_id: number; dance_date: string; kind: SwapKind };
export type Candidate = SwapCandidate & { email: string };
/** A candidate with the single-use accept token of the offer e-mailed to them. */
export type OfferLink = Candidate & { token: string };

/**
 * For a 'swap', the taker's own upcoming nights the requester could serve instead: those `returnNightRefusal` lets
 * through, the same rule the settlement checks (issue 25 point 2).
 */
function returnDatesFor(
  target: SwapTarget,
  memberId: number,
  today: string,
  nights: readonly LiveNight[],
  requesterAway: Set<string>,
): string[] {
  const dates = new Set<string>();
  for (const night of nights) {
    const date = night.dance_date;
    if (!servesOn([night], date, memberId) || dates.has(date)) continue;
    const refusal = returnNightRefusal(date, {
      danceDate: target.dance_date,
      requesterId: target.requester_id,
      takerId: memberId,
      today,
      nights,
      requesterAway: requesterAway.has(date),
    });
    if (refusal === null) dates.add(date);
  }
  return [...dates].sort();
}

/**
 * Issue 9: who may take a night: assignable members other than the requester, not on duty that night and able to
 * serve it; for a 'swap' only those with a night to give back; nobody for a cancelled night (issue 19).
 * `onlyMemberId` narrows the search to one member.
 */
export async function findSwapCandidates(
  db: DbExecutor,
  target: SwapTarget,
  today: string,
  onlyMemberId?: number,
): Promise<Candidate[]> {
  const nights = await liveNights(db, { from: today });
  // Issue 19: a cancelled night needs nobody; its open requests offer it to no one more.
  if (nights.some((night) => night.dance_date === target.dance_date && night.cancelled_at !== null)) return [];
  const busy = servingOn(nights, target.dance_date);
  // Issue 19: the resolved set (single nights, ranges, rules, a partner's), as auto-fill and the editor read it.
  const away = await resolveUnavailability(db, [target.dance_date, ...nights.map((night) => night.dance_date)]);
  const awayThatNight = away.get(target.dance_date) ?? new Map<number, Unavailability>();
  const requesterAway = new Set([...away].filter(([, night]) => night.has(target.requester_id)).map(([date]) => date));
  const pool = await db
    .select({ id: members.id, first: members.first_name, last: members.last_name, email: members.email })
    .from(members)
    .where(
      and(
        eq(members.status, 'assignable'),
        ne(members.id, target.requester_id),
        onlyMemberId === undefined ? undefined : inArray(members.id, [onlyMemberId]),
      ),
    )
    .orderBy(members.last_name, members.first_name);
  return pool.flatMap((member) => {
    if (busy.has(member.id) || awayThatNight.has(member.id)) return [];
    const return_dates = target.kind === 'swap' ? returnDatesFor(target, member.id, today, nights, requesterAway) : [];
    if (target.kind === 'swap' && return_dates.length === 0) return [];
    return [{ member: { id: member.id, name: `${member.first} ${member.last}` }, email: member.email, return_dates }];
  });
}
