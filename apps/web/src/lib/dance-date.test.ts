import { afterEach, describe, expect, it } from 'vitest';
import { formatDanceDate, formatDatePeriod, formatMoment, readerDateLocale } from './dance-date';

// ICU writes a range's dash between thin spaces; the words are what matters here.
const plain = (text: string) => text.replace(/\s+/gu, ' ');

describe("dates in the reader's language (issue 17)", () => {
  it('writes a dance date with the browser locale’s day and month names and order, never shifted a day', () => {
    expect(formatDanceDate('2026-01-07', 'en-US')).toBe('Wed, Jan 7, 2026');
    expect(formatDanceDate('2026-01-07', 'de-DE')).toBe('Mi., 7. Jan. 2026');
    expect(formatDanceDate('2026-01-07', 'fr-FR')).toBe('mer. 7 janv. 2026');
  });

  it('writes a period as the locale writes a range', () => {
    expect(plain(formatDatePeriod('2026-01-07', '2026-03-25', 'en-US'))).toBe('Jan 7 – Mar 25, 2026');
    expect(plain(formatDatePeriod('2026-01-07', '2026-03-25', 'de-DE'))).toBe('7. Jan. – 25. März 2026');
    expect(plain(formatDatePeriod('2026-12-30', '2027-01-06', 'en-US'))).toBe('Dec 30, 2026 – Jan 6, 2027');
  });

  it("writes a moment in the locale and the club's clock, and leaves text it cannot read as it is", () => {
    const moment = new Date(2025, 4, 1, 17, 4);
    expect(formatMoment(moment, 'en-US')).toBe('May 1, 2025, 5:04 PM');
    expect(formatMoment(moment, 'en-US', '24h')).toBe('May 1, 2025, 17:04');
    expect(formatMoment(moment, 'de-DE', '24h')).toBe('01.05.2025, 17:04');
    expect(formatMoment('soon')).toBe('soon');
    expect(formatDanceDate('someday')).toBe('someday');
  });
});

describe("a date without a locale, in the page's language (issue 29)", () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("takes the browser's regional form of the page's language, else the language itself", () => {
    document.documentElement.lang = 'de';
    expect(readerDateLocale(['en-US', 'de-AT'])).toBe('de-AT');
    expect(readerDateLocale(['en-US'])).toBe('de');
    document.documentElement.lang = 'en';
    expect(readerDateLocale(['en-GB', 'de-DE'])).toBe('en-GB');
    expect(readerDateLocale(['de-DE'])).toBe('en');
  });

  it('writes a German page’s dates in German in an English browser', () => {
    document.documentElement.lang = 'de';
    expect(navigator.languages[0]?.startsWith('en')).toBe(true);
    expect(formatDanceDate('2026-01-07')).toBe('Mi., 7. Jan. 2026');
    document.documentElement.lang = 'en';
    expect(formatDanceDate('2026-01-07')).toBe('Wed, Jan 7, 2026');
  });
});
