import type { Member, MemberStatus } from '@club/shared';

/** SPEC §2 status names, as the legend and the popups show them. */
export const STATUS_LABELS: Record<MemberStatus, string> = {
  assignable: 'Assignable',
  booster: 'Booster',
  loa: 'LOA',
  exempt: 'Exempt',
};

// Issue 17: in the reader's language.
const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * SPEC §2: the popup says whether the coordinates were cached. Every marker's coordinates are stored on the member
 * (the page never geocodes in the browser); geocoded_at says when the server looked the address up, and is empty
 * for coordinates that came another way (a restored backup, say).
 */
export function getCoordinatesNote(member: Pick<Member, 'geocoded_at'>): string {
  if (!member.geocoded_at) return 'Coordinates cached';
  return `Coordinates cached (geocoded ${dateFormat.format(new Date(member.geocoded_at))})`;
}

export function getFullName(member: Pick<Member, 'first_name' | 'last_name'>): string {
  return `${member.first_name} ${member.last_name}`.trim();
}
