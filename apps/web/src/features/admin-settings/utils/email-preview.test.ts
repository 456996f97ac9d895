import { describe, expect, it } from 'vitest';
import { getSampleDanceDate } from './email-preview';

describe('the sample dance date of the template preview and the test e-mail (issue 17)', () => {
  // Monday 2026-05-04, 20:00 UTC: still Monday in Los Angeles, already Tuesday in Auckland.
  const monday = new Date(Date.UTC(2026, 4, 4, 20, 0));

  it("is the club's next club night after today, written as reminders write it", () => {
    expect(getSampleDanceDate('Wednesday', 'America/Los_Angeles', monday)).toBe('Wednesday, May 6, 2026');
    expect(getSampleDanceDate('Friday', 'America/Los_Angeles', monday)).toBe('Friday, May 8, 2026');
    // Today's own club night is not a reminder's night: the next one is a week on.
    expect(getSampleDanceDate('Monday', 'America/Los_Angeles', monday)).toBe('Monday, May 11, 2026');
  });

  it("counts from the club's day, not the browser's", () => {
    expect(getSampleDanceDate('Tuesday', 'America/Los_Angeles', monday)).toBe('Tuesday, May 5, 2026');
    expect(getSampleDanceDate('Tuesday', 'Pacific/Auckland', monday)).toBe('Tuesday, May 12, 2026');
  });
});
