import { describe, expect, it } from 'vitest';
import { addDays, formatDanceDate, hourIn, todayIn } from './calendar.js';

describe('club calendar', () => {
  it("gives the club's own day and hour, not the server's", () => {
    const now = new Date('2026-12-02T06:30:00Z');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-12-01');
    expect(hourIn('America/Los_Angeles', now)).toBe(22);
    expect(todayIn('America/New_York', now)).toBe('2026-12-02');
    expect(hourIn('Pacific/Honolulu', new Date('2026-12-02T10:00:00Z'))).toBe(0);
  });

  it('adds days across months, years and a DST change', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2027-03-10', -7)).toBe('2027-03-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('writes a dance date the way people read it', () => {
    expect(formatDanceDate('2026-12-02')).toBe('Wednesday, December 2, 2026');
  });
});
