import { getCountryForTimezone } from 'countries-and-timezones';
import { isPhoneCountry } from './phone-countries.js';
import { type ClockStyle, countryClockStyle } from './clock.js';

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

/**
 * Issue 26: the club's clock. The time_format setting names it; left empty it is the clock of the club's country (12-hour
 * for a club in the United States or Canada, 24-hour in Germany), so the SPEC's club reads "7:30 PM" as it always did.
 */
export function clubClockStyleOf(settings: {
  time_format: '' | ClockStyle;
  club_country: string;
  system_timezone: string;
}): ClockStyle {
  return settings.time_format || countryClockStyle(clubCountryOf(settings));
}
