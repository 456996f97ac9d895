import { describe, expect, it } from 'vitest';
import { awayChangeInWords, awayReason, describeAway, unavailabilityInWords } from './availability.js';

// Issue 29: why a member is away, in the reader's language; English keeps the texts the SPEC's tests assert.
const range = { kind: 'range', start_date: '2027-01-10', end_date: '2027-02-28', also_partner: false } as const;
const firstWednesday = { kind: 'nth_weekday', nth: 1, weekday: 3, also_partner: false } as const;
const july = { kind: 'month', month: 7, also_partner: false } as const;

describe('away entries in words', () => {
  it('describes ranges and rules in English as before', () => {
    expect(describeAway(range)).toBe('Away Jan 10, 2027 – Feb 28, 2027');
    expect(describeAway({ ...range, end_date: range.start_date })).toBe('Away on Jan 10, 2027');
    expect(describeAway(firstWednesday)).toBe('Every first Wednesday');
    expect(describeAway(july)).toBe('Every week in July');
    expect(awayChangeInWords({ ...july, also_partner: true })).toBe('Every week in July (also partner)');
  });

  it('describes them in German with German dates, weekdays and months', () => {
    expect(describeAway(range, 'de')).toBe('Abwesend 10. Jan. 2027 – 28. Feb. 2027');
    expect(describeAway({ ...range, end_date: range.start_date }, 'de')).toBe('Abwesend am 10. Jan. 2027');
    expect(describeAway(firstWednesday, 'de')).toBe('Jeden ersten Mittwoch');
    expect(describeAway({ ...firstWednesday, nth: 5, weekday: 0 }, 'de')).toBe('Jeden fünften Sonntag');
    expect(describeAway(july, 'de')).toBe('Jede Woche im Juli');
    expect(awayChangeInWords({ ...range, also_partner: true }, 'de')).toBe(
      'Abwesend 10. Jan. 2027 – 28. Feb. 2027 (auch für den Partner)',
    );
  });

  it("says why a night is unavailable in the reader's language", () => {
    expect(awayReason(range, '2027-02-03')).toBe('away until Feb 28');
    expect(awayReason(range, '2026-12-30')).toBe('away until Feb 28, 2027');
    expect(awayReason(firstWednesday, '2027-02-03')).toBe('every first Wednesday');
    expect(awayReason(range, '2027-02-03', 'de')).toBe('abwesend bis 28. Feb.');
    expect(awayReason(range, '2026-12-30', 'de')).toBe('abwesend bis 28. Feb. 2027');
    expect(awayReason(firstWednesday, '2027-02-03', 'de')).toBe('jeden ersten Mittwoch');
    expect(awayReason(july, '2027-07-07', 'de')).toBe('jede Woche im Juli');
  });

  it('words each cause: a marked night, an own entry, a partner’s', () => {
    const partner = { kind: 'partner', entry: range, partner_name: 'Pat Hill' } as const;
    expect(unavailabilityInWords({ kind: 'marked' }, '2027-02-03')).toBe('marked unavailable');
    expect(unavailabilityInWords(partner, '2027-02-03')).toBe('away until Feb 28 (marked by Pat Hill)');
    expect(unavailabilityInWords({ kind: 'marked' }, '2027-02-03', 'de')).toBe('als verhindert markiert');
    expect(unavailabilityInWords({ kind: 'away', entry: july }, '2027-07-07', 'de')).toBe('jede Woche im Juli');
    expect(unavailabilityInWords(partner, '2027-02-03', 'de')).toBe('abwesend bis 28. Feb. (eingetragen von Pat Hill)');
  });
});
