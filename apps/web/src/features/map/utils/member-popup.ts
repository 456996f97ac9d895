import type { Member, MemberStatus } from '@club/shared';
import { BASE_LOCALE, catalog, type Locale } from '@club/shared/plain';

/** SPEC §2 status names, as the legend and the popups show them. */
export function statusLabels(locale: Locale): Record<MemberStatus, string> {
  const to = { locale };
  return {
    assignable: catalog.map_status_assignable({}, to),
    booster: catalog.map_status_booster({}, to),
    loa: catalog.map_status_loa({}, to),
    exempt: catalog.map_status_exempt({}, to),
  };
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
// Issue 17: an English reader's dates as their browser writes them ("May 1, 2025" or "1 May 2025"); German ones German.
const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(undefined, DATE_OPTIONS),
  de: new Intl.DateTimeFormat('de-DE', DATE_OPTIONS),
};

/**
 * SPEC §2: the popup says whether the coordinates were cached. Every marker's coordinates are stored on the member
 * (the page never geocodes in the browser); geocoded_at says when the server looked the address up, and is empty
 * for coordinates that came another way (a restored backup, say).
 */
export function getCoordinatesNote(member: Pick<Member, 'geocoded_at'>, locale: Locale = BASE_LOCALE): string {
  const to = { locale };
  if (!member.geocoded_at) return catalog.map_coordinates_cached({}, to);
  return catalog.map_coordinates_geocoded({ date: dateFormats[locale].format(new Date(member.geocoded_at)) }, to);
}

export function getFullName(member: Pick<Member, 'first_name' | 'last_name'>): string {
  return `${member.first_name} ${member.last_name}`.trim();
}
