import { describe, expect, it } from 'vitest';
import { formatClock, formatTimes } from './clock.js';
import { formatDanceDate, formatDateTimeIn, formatMomentIn, nightInWords, zoneNameOn } from './dance-date.js';

describe('dates and times by the reader’s language (issue 29)', () => {
  it('writes a dance date in English as before and in German with the short weekday', () => {
    expect(formatDanceDate('2026-12-02', 'en')).toBe('Wednesday, December 2, 2026');
    expect(formatDanceDate('2026-12-02', 'de')).toBe('Mi., 2. Dezember 2026');
    expect(formatDanceDate('2027-03-05', 'de')).toBe('Fr., 5. März 2027');
    expect(formatDanceDate('not a date', 'de')).toBe('not a date');
  });

  it('names a night without its year in both languages', () => {
    expect(nightInWords('2027-03-05', 'en')).toBe('Friday, March 5');
    expect(nightInWords('2027-03-05', 'de')).toBe('Fr., 5. März');
  });

  it('keeps the club’s clock in English and the 24-hour clock in German', () => {
    expect(formatClock('19:30', '12h', 'en')).toBe('7:30 PM');
    expect(formatClock('19:30', '12h', 'de')).toBe('19:30');
    expect(formatClock('09:05', '12h', 'de')).toBe('09:05');
    expect(formatTimes({ start: '19:30', end: '22:00' }, '12h', 'de')).toBe('19:30–22:00');
    expect(formatTimes({ start: '19:30', end: '22:00' }, '12h', 'en')).toBe('7:30 PM–10:00 PM');
  });

  it('writes a moment on the club’s wall clock, German always on the 24-hour clock', () => {
    const at = new Date('2026-11-29T03:30:00Z');
    expect(formatMomentIn(at, 'America/Los_Angeles', '12h')).toBe('Saturday, November 28 at 7:30 PM');
    expect(formatMomentIn(at, 'America/Los_Angeles', '24h', 'en')).toBe('Saturday, November 28 at 19:30');
    expect(formatMomentIn(at, 'America/Los_Angeles', '12h', 'de')).toBe('Sa., 28. November um 19:30');
    expect(formatMomentIn(new Date('2026-12-02T18:30:00Z'), 'Europe/Berlin', '12h', 'de')).toBe(
      'Mi., 2. Dezember um 19:30',
    );
  });

  it('writes when something happened with its year, German with the short weekday and the 24-hour clock', () => {
    const at = new Date('2026-12-02T18:30:00Z');
    expect(formatDateTimeIn(at, '12h', 'de', 'Europe/Berlin')).toBe('Mi., 2. Dezember 2026, 19:30');
    expect(formatDateTimeIn(new Date('2027-03-05T08:05:00Z'), '12h', 'de', 'Europe/Berlin')).toBe(
      'Fr., 5. März 2027, 09:05',
    );
    expect(formatDateTimeIn(at, '12h', 'en', 'Europe/Berlin')).toBe('Dec 2, 2026, 7:30 PM');
    expect(formatDateTimeIn(at, '24h', 'en', 'America/Los_Angeles')).toBe('Dec 2, 2026, 10:30');
    expect(formatDateTimeIn('2026-12-02T18:30:00Z', '12h', 'de', 'Europe/Berlin')).toBe('Mi., 2. Dezember 2026, 19:30');
    expect(formatDateTimeIn('soon', '12h', 'de')).toBe('soon');
  });

  it('names the time zone as each language does', () => {
    expect(zoneNameOn('2027-03-10', 'America/Los_Angeles')).toBe('PST');
    expect(zoneNameOn('2027-03-10', 'America/Los_Angeles', 'de')).toBe('GMT-8');
    expect(zoneNameOn('2027-03-10', 'Europe/Berlin', 'de')).toBe('MEZ');
    expect(zoneNameOn('2027-07-07', 'Europe/Berlin', 'de')).toBe('MESZ');
    expect(zoneNameOn('2027-03-10', 'Not/A_Zone', 'de')).toBe('');
  });
});
