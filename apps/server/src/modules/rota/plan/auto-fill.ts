import type { ClubNightType, SquareheadField } from '@club/shared';
import type { DutyHistory } from '../night/duty-history.js';
import { emptySlots, slotHolders } from '../night/slots.js';

export type FillCandidate = { id: number; name: string; partner_id: number | null };
export type FillNight = {
  assignment_id: number;
  dance_date: string;
  club_night_type: ClubNightType;
  slots: Record<SquareheadField, number | null>;
};
/** dance_date → the members who marked that night unavailable (issue 9). */
export type FillUnavailable = ReadonlyMap<string, ReadonlySet<number>>;
export type FillProposal = {
  assignment_id: number;
  dance_date: string;
  field: SquareheadField;
  member_id: number;
  member_name: string;
  /** The count the member was ranked by when chosen: nights on record plus those proposed before this one. */
  duty_count: number;
};

/**
 * Issue 4 auto-fill: proposes members for the empty slots of each night, in date order. Only the candidates given
 * (the assignable members); a couple is placed together on one night; nobody twice on a night; whoever has served
 * least (then least recently, then lowest id) goes first, so the duty spreads evenly and the same input always
 * gives the same proposal. Filled slots are never touched. Issue 9: nobody goes on a night they marked unavailable,
 * and a couple with one partner unavailable sits that night out rather than being split. Issue 17: a FIFTH WED night
 * is the board's (decision 028), so auto-fill leaves it as it is; an administrator staffs it by hand if ever needed.
 */
export function proposeAutoFill(
  nights: FillNight[],
  candidates: FillCandidate[],
  history: DutyHistory,
  unavailable: FillUnavailable = new Map(),
): FillProposal[] {
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const served = new Map(
    candidates.map((candidate) => [candidate.id, { ...(history.get(candidate.id) ?? { count: 0, last: null }) }]),
  );
  const proposals: FillProposal[] = [];
  // Every member in a unit is one of the candidates both maps were built from.
  const candidateOf = (id: number) => {
    const candidate = byId.get(id);
    if (!candidate) throw new Error(`Member ${id} is not among the candidates.`);
    return candidate;
  };
  const recordOf = (id: number) => {
    const record = served.get(id);
    if (!record) throw new Error(`Member ${id} is not among the candidates.`);
    return record;
  };

  // Units are couples (both assignable and partnered with each other) or single members.
  const units: number[][] = [];
  const inUnit = new Set<number>();
  for (const candidate of [...candidates].sort((a, b) => a.id - b.id)) {
    if (inUnit.has(candidate.id)) continue;
    const partner = candidate.partner_id === null ? undefined : byId.get(candidate.partner_id);
    const unit =
      partner && partner.partner_id === candidate.id && !inUnit.has(partner.id)
        ? [candidate.id, partner.id]
        : [candidate.id];
    unit.forEach((id) => inUnit.add(id));
    units.push(unit);
  }
  const rank = (unit: number[]) => {
    const records = unit.map(recordOf);
    return {
      count: Math.max(...records.map((record) => record.count)),
      last:
        records
          .map((record) => record.last ?? '')
          .sort()
          .at(-1) ?? '',
      id: Math.min(...unit),
    };
  };
  const compare = (a: number[], b: number[]) => {
    const [x, y] = [rank(a), rank(b)];
    return x.count - y.count || x.last.localeCompare(y.last) || x.id - y.id;
  };

  const staffed = nights.filter((night) => night.club_night_type !== 'FIFTH WED');
  for (const night of staffed.sort((a, b) => a.dance_date.localeCompare(b.dance_date))) {
    const empty = emptySlots(night.slots);
    if (empty.length === 0) continue;
    const present = new Set(slotHolders(night.slots));
    const away = unavailable.get(night.dance_date) ?? new Set<number>();
    // A partner of someone already on the night joins them first.
    const ordered = units
      .map((unit) => unit.filter((id) => !present.has(id)))
      .filter((unit) => unit.length > 0 && !unit.some((id) => away.has(id)))
      .sort((a, b) => {
        const aJoins = a.some((id) => present.has(byId.get(id)?.partner_id ?? -1)) ? 0 : 1;
        const bJoins = b.some((id) => present.has(byId.get(id)?.partner_id ?? -1)) ? 0 : 1;
        return aJoins - bJoins || compare(a, b);
      });
    for (const unit of ordered) {
      if (empty.length === 0) break;
      if (unit.length > empty.length) continue;
      for (const memberId of unit) {
        const field = empty.shift();
        if (field === undefined) break;
        const record = recordOf(memberId);
        proposals.push({
          assignment_id: night.assignment_id,
          dance_date: night.dance_date,
          field,
          member_id: memberId,
          member_name: candidateOf(memberId).name,
          duty_count: record.count,
        });
        present.add(memberId);
        record.count += 1;
        record.last = night.dance_date;
      }
    }
  }
  return proposals;
}
