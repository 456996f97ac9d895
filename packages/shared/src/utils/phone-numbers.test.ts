import { describe, expect, it } from 'vitest';
import { clubCountryOf } from './club-country.js';
import { phoneLink } from './phone-link.js';
import { readPhone } from './phone-numbers.js';

describe('readPhone (issue 26)', () => {
  it('reads international and national forms, with the club country for the national ones', () => {
    expect(readPhone('+49 30 1234567', 'US')).toEqual({ e164: '+49301234567', ext: null, country: 'DE' });
    expect(readPhone('0049 30 1234567', 'DE')?.e164).toBe('+49301234567');
    expect(readPhone('030 1234567', 'DE')?.e164).toBe('+49301234567');
    expect(readPhone('030/1234567', 'DE')?.e164).toBe('+49301234567');
    expect(readPhone('(555) 123-4567', 'US')).toEqual({ e164: '+15551234567', ext: null, country: 'US' });
    expect(readPhone('408.555.1000 x123', 'US')).toEqual({ e164: '+14085551000', ext: '123', country: 'US' });
    expect(readPhone('555-123-4567 ext. 12', 'US')?.ext).toBe('12');
    expect(readPhone('030 12345 67#12', 'DE')).toEqual({ e164: '+49301234567', ext: '12', country: 'DE' });
  });

  it('reads nothing from text that is no possible number there', () => {
    for (const [text, country] of [
      ['call Heinz', 'DE'],
      ['12', 'DE'],
      ['555 1234', 'US'],
      ['030 1234567', undefined],
      ['030 1234567', 'XX'],
      ['', 'DE'],
    ] as const) {
      expect(readPhone(text, country), `${text} in ${country}`).toBeNull();
    }
  });
});

describe('phoneLink', () => {
  it('shows a number as it was typed and calls the E.164 number read from it', () => {
    expect(phoneLink(' +4930 1234567 ', '+49301234567')).toEqual({ text: '+4930 1234567', href: 'tel:+49301234567' });
    expect(phoneLink('408.555.1000 x123', '+14085551000')).toEqual({
      text: '408.555.1000 x123',
      href: 'tel:+14085551000',
    });
  });

  it('shows what could not be read as it was typed, with no link', () => {
    expect(phoneLink('ask Doris', null)).toEqual({ text: 'ask Doris', href: null });
  });
});

describe('clubCountryOf', () => {
  it('follows the time zone unless the club names its country', () => {
    expect(clubCountryOf({ club_country: '', system_timezone: 'Europe/Berlin' })).toBe('DE');
    expect(clubCountryOf({ club_country: '', system_timezone: 'America/Los_Angeles' })).toBe('US');
    expect(clubCountryOf({ club_country: '', system_timezone: 'Pacific/Honolulu' })).toBe('US');
    expect(clubCountryOf({ club_country: '', system_timezone: 'Europe/Vienna' })).toBe('AT');
    expect(clubCountryOf({ club_country: '', system_timezone: 'UTC' })).toBeUndefined();
    expect(clubCountryOf({ club_country: 'CH', system_timezone: 'Europe/Berlin' })).toBe('CH');
  });
});
