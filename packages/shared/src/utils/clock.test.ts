import { describe, expect, it } from 'vitest';
import { clockHourCycle, countryClockStyle, formatClock, formatTimes } from './clock.js';
import { clubClockStyleOf } from './club-country.js';

describe('the club clock (issue 26)', () => {
  it('writes a stored time in either style', () => {
    expect(formatClock('19:30', '24h')).toBe('19:30');
    expect(formatClock('19:30', '12h')).toBe('7:30 PM');
    expect(formatClock('00:05', '12h')).toBe('12:05 AM');
    expect(formatClock('12:00', '12h')).toBe('12:00 PM');
    expect(formatClock('09:15', '24h')).toBe('09:15');
    expect(formatClock('', '12h')).toBe('');
    expect(formatClock('soon', '24h')).toBe('soon');
  });

  it("writes a night's times as a range, or only the start", () => {
    expect(formatTimes({ start: '19:30', end: '22:00' }, '12h')).toBe('7:30 PM–10:00 PM');
    expect(formatTimes({ start: '19:30', end: '22:00' }, '24h')).toBe('19:30–22:00');
    expect(formatTimes({ start: '19:30', end: '' }, '24h')).toBe('19:30');
    expect(formatTimes({ start: '', end: '22:00' }, '12h')).toBe('');
  });

  it("reads the country's clock from CLDR: 12-hour in the United States and Canada, 24-hour in Europe", () => {
    expect(countryClockStyle('US')).toBe('12h');
    expect(countryClockStyle('CA')).toBe('12h');
    expect(countryClockStyle('AU')).toBe('12h');
    expect(countryClockStyle('DE')).toBe('24h');
    expect(countryClockStyle('GB')).toBe('24h');
    expect(countryClockStyle('FR')).toBe('24h');
    expect(countryClockStyle(undefined)).toBe('24h');
  });

  it("follows the setting, else the club's country, else its time zone's", () => {
    const club = { time_format: '' as const, club_country: '', system_timezone: 'America/Los_Angeles' };
    expect(clubClockStyleOf(club)).toBe('12h');
    expect(clubClockStyleOf({ ...club, system_timezone: 'America/Toronto' })).toBe('12h');
    expect(clubClockStyleOf({ ...club, system_timezone: 'Europe/Berlin' })).toBe('24h');
    expect(clubClockStyleOf({ ...club, system_timezone: 'UTC' })).toBe('24h');
    expect(clubClockStyleOf({ ...club, club_country: 'DE' })).toBe('24h');
    expect(clubClockStyleOf({ ...club, time_format: '24h' })).toBe('24h');
    expect(clubClockStyleOf({ ...club, system_timezone: 'Europe/Berlin', time_format: '12h' })).toBe('12h');
  });

  it('gives Intl the hour cycle of the style', () => {
    expect(clockHourCycle('12h')).toBe('h12');
    expect(clockHourCycle('24h')).toBe('h23');
  });
});
