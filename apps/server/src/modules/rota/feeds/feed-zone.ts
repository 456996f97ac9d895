import { tzlib_get_ical_block } from 'timezones-ical-library';

/** The library builds a block anew on each call (about 0.6 ms), and a feed asks for its zone once per night. */
const blocks = new Map<string, string | null>();

/**
 * Issue 26: the VTIMEZONE block that defines `timeZone` (an IANA name) for calendar apps, or null when the library
 * has no block under exactly that name (an alias such as "UTC" is filed as "Etc/UTC"). A feed writes TZID only
 * with its VTIMEZONE, so without a block the feed falls back to UTC times, which every calendar app reads right.
 */
export function vtimezoneOf(timeZone: string): string | null {
  const known = blocks.get(timeZone);
  if (known !== undefined) return known;
  // The library answers "" for a name it does not know, else [block, "TZID=<name>"].
  const found = tzlib_get_ical_block(timeZone);
  const block = Array.isArray(found) ? found[0] : undefined;
  const vtimezone = block?.includes(`\r\nTZID:${timeZone}\r\n`) ? block : null;
  blocks.set(timeZone, vtimezone);
  return vtimezone;
}
