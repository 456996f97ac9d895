import { TIMEZONES } from '../constants.js';

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

export const US_ZONES_GROUP = 'United States';
export const OTHER_ZONES_GROUP = 'Other';

const readable = (zone: string) => zone.replaceAll('_', ' ');

/**
 * Issue 17: every zone for a searchable select, the six US zones of SPEC §9 first under their everyday names, then
 * the rest by region (Africa, America, … Pacific); UTC and a saved zone that no region lists go last.
 */
export function groupTimeZones(zones: readonly string[], current = ''): TimeZoneGroup[] {
  const usZones = new Set<string>(TIMEZONES.map(({ value }) => value));
  const groups = new Map<string, TimeZoneOption[]>();
  const other: TimeZoneOption[] = [{ value: 'UTC', label: 'UTC' }];
  for (const zone of [...zones].sort()) {
    if (usZones.has(zone) || zone === 'UTC') continue;
    const slash = zone.indexOf('/');
    if (slash < 0) {
      other.push({ value: zone, label: readable(zone) });
      continue;
    }
    const region = zone.slice(0, slash);
    groups.set(region, [...(groups.get(region) ?? []), { value: zone, label: readable(zone) }]);
  }
  const listed = (zone: string) =>
    usZones.has(zone) || other.some(({ value }) => value === zone) || zones.includes(zone);
  if (current && !listed(current)) other.push({ value: current, label: readable(current) });
  return [
    {
      group: US_ZONES_GROUP,
      items: TIMEZONES.map(({ value, label }) => ({ value, label: `${label} (${readable(value)})` })),
    },
    ...[...groups].map(([group, items]) => ({ group, items })),
    { group: OTHER_ZONES_GROUP, items: other },
  ];
}
