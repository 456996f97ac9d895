import { getCountryForTimezone } from 'countries-and-timezones';
import { isPhoneCountry } from './phone-numbers.js';

/**
 * Issue 26: the club's country, which national telephone numbers are read in. The club_country setting names it; left
 * empty it follows the club's time zone (Europe/Berlin → DE, America/Los_Angeles → US, America/Toronto → CA), through
 * countries-and-timezones' table of the IANA zones. A zone of no one country (UTC) gives none: then only numbers
 * written internationally can be read, and the Admin page asks for the country.
 */
export function clubCountryOf(settings: { club_country: string; system_timezone: string }): string | undefined {
  if (settings.club_country !== '') return settings.club_country;
  const country = getCountryForTimezone(settings.system_timezone)?.id;
  return country !== undefined && isPhoneCountry(country) ? country : undefined;
}
