import { describe, expect, it } from 'vitest';
import { formatClock, formatTimes } from './clock.js';
import { formatDanceDate, nightInWords } from './dance-date.js';

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
});
