import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isPhoneCountry } from './phone-countries.js';

/**
 * Issue 26 (decision 045): telephone numbers as members write them, read with libphonenumber-js (the JavaScript port
 * of Google's libphonenumber metadata): international (+49 30 1234567, 0049 …) and national forms (030 1234567,
 * (555) 123-4567) with the club's country, and an extension (ext. 12, x12, #12). The typed text is what is kept; the
 * E.164 form (+49301234567) is what a phone dials.
 */

/** A number the app could read: E.164 without the extension, the extension apart, and the number's own country. */
export type ReadPhone = { e164: string; ext: string | null; country: CountryCode | undefined };

/**
 * The number in `text`, read in `country` when it is written nationally; null when it cannot be a phone number there
 * (too few or too many digits, letters, or a national form without a country to read it in).
 */
export function readPhone(text: string, country: string | undefined): ReadPhone | null {
  const defaultCountry = country !== undefined && isPhoneCountry(country) ? country : undefined;
  const number = parsePhoneNumberFromString(text, defaultCountry ? { defaultCountry } : {});
  if (!number?.isPossible()) return null;
  return { e164: number.number, ext: number.ext ?? null, country: number.country };
}
