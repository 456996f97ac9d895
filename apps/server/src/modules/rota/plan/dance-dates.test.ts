import { describe, expect, it } from 'vitest';
import { CLUB_DAYS } from '@club/shared';
import { clubNightType, generateDanceNights } from './dance-dates.js';

const JS_WEEKDAY = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 } as const;

describe('generateDanceNights', () => {
  it.each(CLUB_DAYS)('gives every %s of 2027 and flags exactly the fifth ones', (day) => {
    const nights = generateDanceNights('2027-01-01', '2027-12-31', day);
    // Checked against the calendar day by day, independently of the generator.
    const expected: { date: string; fifth: boolean }[] = [];
    for (let time = Date.UTC(2027, 0, 1); time <= Date.UTC(2027, 11, 31); time += 86_400_000) {
      const date = new Date(time);
      if (date.getUTCDay() !== JS_WEEKDAY[day]) continue;
      const occurrence = Math.ceil(date.getUTCDate() / 7);
      expected.push({ date: date.toISOString().slice(0, 10), fifth: occurrence === 5 });
    }
    expect(nights.map((night) => ({ date: night.dance_date, fifth: night.club_night_type === 'FIFTH WED' }))).toEqual(
      expected,
    );
    expect(nights.length).toBeGreaterThanOrEqual(52);
    expect(nights.filter((night) => night.club_night_type === 'FIFTH WED').length).toBeGreaterThanOrEqual(4);
  });

  it('gives exactly the one date when start equals end, even on another weekday', () => {
    expect(generateDanceNights('2026-12-03', '2026-12-03', 'Wednesday')).toEqual([
      { dance_date: '2026-12-03', club_night_type: 'NORMAL' },
    ]);
    expect(generateDanceNights('2026-12-30', '2026-12-30', 'Monday')).toEqual([
      { dance_date: '2026-12-30', club_night_type: 'FIFTH WED' },
    ]);
  });

  it('includes both ends of the period and crosses year ends', () => {
    expect(generateDanceNights('2026-12-23', '2027-01-06', 'Wednesday').map((night) => night.dance_date)).toEqual([
      '2026-12-23',
      '2026-12-30',
      '2027-01-06',
    ]);
    expect(generateDanceNights('2026-12-24', '2026-12-29', 'Wednesday')).toEqual([]);
  });

  it('flags day 29 and later', () => {
    expect(clubNightType('2026-04-29')).toBe('FIFTH WED');
    expect(clubNightType('2026-04-28')).toBe('NORMAL');
  });
});
