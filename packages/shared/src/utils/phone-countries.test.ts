import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { isPhoneCountry, PHONE_COUNTRIES } from './phone-countries.js';

describe('PHONE_COUNTRIES (issue 27)', () => {
  it('is every country libphonenumber-js reads numbers of, so an update of the library shows here', () => {
    expect([...PHONE_COUNTRIES]).toEqual(getCountries());
  });

  it('tells a country with a numbering plan from a code without one', () => {
    expect(isPhoneCountry('DE')).toBe(true);
    expect(isPhoneCountry('US')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
    expect(isPhoneCountry('de')).toBe(false);
  });
});
