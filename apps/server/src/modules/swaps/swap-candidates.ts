import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import type { SwapCandidate, SwapKind } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { members, memberUnavailability } from '../../db/schema/index.js';
import { liveNightsFrom, type RotaRow, servesOn, servingOn } from './swap-rota.js';

export type SwapTarget = { requester_id: number; dance_date: string; kind: SwapKind };
export type Candidate = SwapCandidate & { email: string };
/** A candidate with the single-use accept token of the offer e-mailed to them. */
export type OfferLink = Candidate & { token: string };

/**
 * For a 'swap', the taker's own upcoming nights the requester could serve instead: not the night itself, not a night
 * the requester already serves or marked unavailable.
 */
function returnDatesFor(target: SwapTarget, memberId: number, nights: RotaRow[], requesterAway: Set<string>): string[] {
  const dates = new Set<string>();
  for (const night of nights) {
    const date = night.dance_date;
    // Issue 19: a cancelled night is nobody's to give back.
    if (night.cancelled_at !== null) continue;
    if (date === target.dance_date || requesterAway.has(date) || !servesOn([night], date, memberId)) continue;
    if (!servesOn(nights, date, target.requester_id)) dates.add(date);
  }
  return [...dates].sort();
}

/**
 * Issue 9: who may take a night: assignable members other than the requester, not on duty that night and not marked
 * unavailable for it; for a 'swap' only those with a night to give back; nobody for a cancelled night (issue 19). `onlyMemberId` narrows the search to one member.
 */
export async function findSwapCandidates(
  db: DbExecutor,
  target: SwapTarget,
  today: string,
  onlyMemberId?: number,
): Promise<Candidate[]> {
  const nights = await liveNightsFrom(db, today);
  // Issue 19: a cancelled night needs nobody; its open requests offer it to no one more.
  if (nights.some((night) => night.dance_date === target.dance_date && night.cancelled_at !== null)) return [];
  const busy = servingOn(nights, target.dance_date);
  const away = await db
    .select({ member_id: memberUnavailability.member_id, dance_date: memberUnavailability.dance_date })
    .from(memberUnavailability)
    .where(gte(memberUnavailability.dance_date, today));
  const awayThatNight = new Set(away.filter((row) => row.dance_date === target.dance_date).map((row) => row.member_id));
  const requesterAway = new Set(
    away.filter((row) => row.member_id === target.requester_id).map((row) => row.dance_date),
  );
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
    const return_dates = target.kind === 'swap' ? returnDatesFor(target, member.id, nights, requesterAway) : [];
    if (target.kind === 'swap' && return_dates.length === 0) return [];
    return [{ member: { id: member.id, name: `${member.first} ${member.last}` }, email: member.email, return_dates }];
  });
}
