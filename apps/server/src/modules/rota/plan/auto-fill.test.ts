import { describe, expect, it } from 'vitest';
import { type FillCandidate, type FillNight, proposeAutoFill } from './auto-fill.js';

// 40 assignable members: ids 1-20 are 10 couples (1&2, 3&4, ...), 21-40 single.
const candidates: FillCandidate[] = Array.from({ length: 40 }, (_, index) => {
  const id = index + 1;
  const partner_id = id <= 20 ? (id % 2 === 1 ? id + 1 : id - 1) : null;
  return { id, name: `Member ${id}`, partner_id };
});
const emptyNight = (index: number): FillNight => ({
  assignment_id: index + 1,
  dance_date: `2027-01-${String(index + 1).padStart(2, '0')}`,
  club_night_type: 'NORMAL',
  slots: { squarehead1_id: null, squarehead2_id: null, squarehead3_id: null, squarehead4_id: null },
});

describe('auto-fill', () => {
  const nights = Array.from({ length: 13 }, (_, index) => emptyNight(index));
  const proposals = proposeAutoFill(nights, candidates, new Map());

  it('fills every slot of 13 nights', () => {
    expect(proposals).toHaveLength(13 * 4);
  });

  it('places couples together and nobody twice on a night', () => {
    for (const night of nights) {
      const ids = proposals
        .filter((proposal) => proposal.assignment_id === night.assignment_id)
        .map((proposal) => proposal.member_id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids.filter((memberId) => memberId <= 20)) {
        const partner = id % 2 === 1 ? id + 1 : id - 1;
        expect(ids).toContain(partner);
      }
    }
  });

  it('gives nobody more than one duty above the fair share', () => {
    const counts = new Map<number, number>();
    for (const proposal of proposals) counts.set(proposal.member_id, (counts.get(proposal.member_id) ?? 0) + 1);
    const fairShare = Math.ceil((13 * 4) / 40);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(fairShare + 1);
    expect(counts.size).toBe(40);
  });

  it('gives the same result for the same input', () => {
    expect(proposeAutoFill(nights, candidates, new Map())).toEqual(proposals);
  });

  it('never touches a filled slot and prefers who served least', () => {
    const night = {
      ...emptyNight(0),
      slots: { squarehead1_id: 5, squarehead2_id: null, squarehead3_id: null, squarehead4_id: 30 },
    };
    const history = new Map(
      candidates.map((candidate) => [candidate.id, { count: candidate.id === 39 ? 0 : 3, last: '2026-12-01' }]),
    );
    const result = proposeAutoFill([night], candidates, history);
    expect(result.map((proposal) => proposal.field)).toEqual(['squarehead2_id', 'squarehead3_id']);
    // Member 6, partner of 5 who is already on the night, joins first; then the one who served least.
    expect(result.map((proposal) => proposal.member_id)).toEqual([6, 39]);
  });

  // Issue 9: a member who marked a night unavailable is never placed on it; a couple with one partner away sits it out.
  it('never places a member on a night they marked unavailable', () => {
    const away = new Map([['2027-01-01', new Set([1, 21])]]);
    const result = proposeAutoFill(nights, candidates, new Map(), away);
    const firstNight = result
      .filter((proposal) => proposal.dance_date === '2027-01-01')
      .map((proposal) => proposal.member_id);
    expect(firstNight).toHaveLength(4);
    expect(firstNight).not.toContain(1);
    expect(firstNight).not.toContain(2);
    expect(firstNight).not.toContain(21);
    // Without the marks members 1 and 2 (least served, lowest ids) would have taken that night.
    expect(
      proposals.filter((proposal) => proposal.dance_date === '2027-01-01').map((proposal) => proposal.member_id),
    ).toContain(1);
    // They are still used on other nights.
    expect(result.some((proposal) => proposal.member_id === 1)).toBe(true);
  });

  it('leaves a slot empty rather than place an unavailable member', () => {
    const few = candidates.slice(20, 23);
    const away = new Map([['2027-01-01', new Set([22])]]);
    const result = proposeAutoFill([emptyNight(0)], few, new Map(), away);
    expect(result.map((proposal) => proposal.member_id)).toEqual([21, 23]);
  });

  // Issue 17 item 10: the board serves FIFTH WED nights.
  it('leaves a FIFTH WED night as it is, empty or partly staffed by hand', () => {
    const board = { ...emptyNight(1), club_night_type: 'FIFTH WED' as const };
    const handPicked = {
      ...emptyNight(2),
      club_night_type: 'FIFTH WED' as const,
      slots: { ...emptyNight(2).slots, squarehead1_id: 7 },
    };
    const result = proposeAutoFill([emptyNight(0), board, handPicked, emptyNight(3)], candidates, new Map());
    expect([...new Set(result.map((proposal) => proposal.dance_date))]).toEqual([
      emptyNight(0).dance_date,
      emptyNight(3).dance_date,
    ]);
    expect(result).toHaveLength(8);
  });
});
