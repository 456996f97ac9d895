import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';
import { TIMEZONES } from '../constants.js';
import { INTL_LOCALES } from './dance-date.js';

/**
 * Issue 17: the club's time zone may be any IANA zone. The list is the runtime's own
 * (Intl.supportedValuesOf('timeZone')), which names each zone once and leaves out UTC and the fixed-offset Etc/ zones.
 */
let supported: ReadonlySet<string> | undefined;
function supportedZones(): ReadonlySet<string> {
  supported ??= new Set(
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : TIMEZONES.map(({ value }) => value),
  );
  return supported;
}

// The shape of an IANA name ('Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'); it keeps out the
// offsets ('+05:30') newer runtimes also accept as a time zone.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9][A-Za-z0-9_+-]*)*$/;

function canonicalName(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * A zone of the runtime's list, or another name of one: ICU releases differ in which of two names they list
 * (Asia/Kolkata or Asia/Calcutta, Europe/Kyiv or Europe/Kiev), so a browser may offer a name the server lists under
 * the other, and values saved before this check (any name the runtime accepted) stay valid. UTC and the Etc/ zones
 * are real IANA zones the list leaves out.
 */
export function isSupportedTimeZone(zone: string): boolean {
  if (!IANA_NAME.test(zone)) return false;
  if (supportedZones().has(zone)) return true;
  const canonical = canonicalName(zone);
  if (canonical === null) return false;
  return supportedZones().has(canonical) || canonical === 'UTC' || canonical.startsWith('Etc/');
}

export type TimeZoneOption = { value: string; label: string };
export type TimeZoneGroup = { group: string; items: TimeZoneOption[] };

/** The select's group names in the reader's language: the regions of the IANA names, which Intl does not name. */
function zoneGroupNames(locale: Locale) {
  const to = { locale };
  const regions: Record<string, string> = {
    Africa: catalog.adm_c_tz_africa({}, to),
    America: catalog.adm_c_tz_america({}, to),
    Antarctica: catalog.adm_c_tz_antarctica({}, to),
    Arctic: catalog.adm_c_tz_arctic({}, to),
    Asia: catalog.adm_c_tz_asia({}, to),
    Atlantic: catalog.adm_c_tz_atlantic({}, to),
    Australia: catalog.adm_c_tz_australia({}, to),
    Europe: catalog.adm_c_tz_europe({}, to),
    Indian: catalog.adm_c_tz_indian({}, to),
    Pacific: catalog.adm_c_tz_pacific({}, to),
  };
  return { us: catalog.adm_c_tz_us({}, to), other: catalog.adm_c_tz_other({}, to), regions };
}

export const US_ZONES_GROUP = zoneGroupNames(BASE_LOCALE).us;
export const OTHER_ZONES_GROUP = zoneGroupNames(BASE_LOCALE).other;

const readable = (zone: string) => zone.replaceAll('_', ' ');

/**
 * Issue 29: the zone's everyday name in the reader's language ("Mitteleuropäische Zeit"), from the runtime's CLDR
 * data; null where it has none. Named as of `now`, so a zone that changed its offset reads as it is today.
 */
function zoneLongName(zone: string, locale: Locale, now: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: zone, timeZoneName: 'longGeneric' });
    return parts.formatToParts(now).find(({ type }) => type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/**
 * Issue 17: every zone for a searchable select, the six US zones of SPEC §9 first under their everyday names, then
 * the rest by region (Africa, America, … Pacific); UTC and a saved zone that no region lists go last. Issue 29: in
 * German the regions are German and each zone carries its German name beside its id ("Europe/Berlin
 * (Mitteleuropäische Zeit)"), so the admin finds it by either; English keeps the ids alone, as before.
 */
export function groupTimeZones(
  zones: readonly string[],
  current = '',
  locale: Locale = BASE_LOCALE,
  now: Date = new Date(),
): TimeZoneGroup[] {
  const names = zoneGroupNames(locale);
  const label = (zone: string) => {
    const longName = locale === BASE_LOCALE ? null : zoneLongName(zone, locale, now);
    return longName ? `${readable(zone)} (${longName})` : readable(zone);
  };
  const usLabel = (zone: string, english: string) => {
    const longName = locale === BASE_LOCALE ? null : zoneLongName(zone, locale, now);
    return `${longName ?? english} (${readable(zone)})`;
  };
  const usZones = new Set<string>(TIMEZONES.map(({ value }) => value));
  const groups = new Map<string, TimeZoneOption[]>();
  const other: TimeZoneOption[] = [{ value: 'UTC', label: 'UTC' }];
  for (const zone of [...zones].sort()) {
    if (usZones.has(zone) || zone === 'UTC') continue;
    const slash = zone.indexOf('/');
    if (slash < 0) {
      other.push({ value: zone, label: label(zone) });
      continue;
    }
    const region = zone.slice(0, slash);
    groups.set(region, [...(groups.get(region) ?? []), { value: zone, label: label(zone) }]);
  }
  const listed = (zone: string) =>
    usZones.has(zone) || other.some(({ value }) => value === zone) || zones.includes(zone);
  if (current && !listed(current)) other.push({ value: current, label: label(current) });
  return [
    {
      group: names.us,
      items: TIMEZONES.map(({ value, label: english }) => ({ value, label: usLabel(value, english) })),
    },
    ...[...groups].map(([region, items]) => ({ group: names.regions[region] ?? region, items })),
    { group: names.other, items: other },
  ];
}
