import { describe, expect, it } from 'vitest';
import { clubDayName } from './dance-date.js';
import { formatNumber } from './number-format.js';

describe('numbers and club days by the reader’s language (issue 29)', () => {
  it('writes a count and a decimal as each language does', () => {
    expect(formatNumber(1234, 'en')).toBe('1234');
    expect(formatNumber(1234, 'de')).toBe('1.234');
    expect(formatNumber(14.25, 'en', 1)).toBe('14.3');
    expect(formatNumber(14.25, 'de', 1)).toBe('14,3');
    expect(formatNumber(4, 'de')).toBe('4');
    expect(formatNumber(120_000, 'de')).toBe('120.000');
  });

  it('names a club day in the reader’s language', () => {
    expect(clubDayName('Wednesday', 'en')).toBe('Wednesday');
    expect(clubDayName('Wednesday', 'de')).toBe('Mittwoch');
    expect(clubDayName('Monday', 'de')).toBe('Montag');
    expect(clubDayName('Sunday', 'de')).toBe('Sonntag');
  });
});
