import { SCHEDULE_MESSAGES } from '../messages.js';
import { type Assignment, SQUAREHEAD_FIELDS } from '../schemas/schedule.js';

export type ClipboardPerson = { id: number; first_name: string; last_name: string; partner_id: number | null };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mon D' for a YYYY-MM-DD date, without time zones getting involved. */
export function shortDate(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}`;
}

const byName = (a: ClipboardPerson, b: ClipboardPerson) =>
  a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name);

/**
 * Issue 4 copy format for one night: partners together ('First1 & First2 Last' when they share a surname,
 * 'Name1 & Name2' when not), everyone else 'First Last', all ordered by surname and joined with ', '.
 */
export function formatNightNames(people: ClipboardPerson[]): string {
  const present = new Map(people.map((person) => [person.id, person]));
  const used = new Set<number>();
  const units: ClipboardPerson[][] = [];
  for (const person of [...people].sort(byName)) {
    if (used.has(person.id)) continue;
    used.add(person.id);
    const partner = person.partner_id === null ? undefined : present.get(person.partner_id);
    if (partner && !used.has(partner.id) && partner.partner_id === person.id) {
      used.add(partner.id);
      units.push([person, partner].sort(byName));
    } else {
      units.push([person]);
    }
  }
  return units
    .map(([first, second]) => {
      if (!second) return `${first!.first_name} ${first!.last_name}`;
      if (first!.last_name === second.last_name) return `${first!.first_name} & ${second.first_name} ${first!.last_name}`;
      return `${first!.first_name} ${first!.last_name} & ${second.first_name} ${second.last_name}`;
    })
    .join(', ');
}

/** SPEC §4 and issue 4: the schedule as text, one line per night sorted by date. */
export function formatScheduleForClipboard(assignments: Assignment[], people: ReadonlyMap<number, ClipboardPerson>): string {
  return [...assignments]
    .sort((a, b) => a.dance_date.localeCompare(b.dance_date))
    .map((assignment) => {
      const label = shortDate(assignment.dance_date);
      if (assignment.club_night_type === 'FIFTH WED') return `${label}: ${SCHEDULE_MESSAGES.fifthWednesdayLine}`;
      const ids = [...new Set(SQUAREHEAD_FIELDS.map((field) => assignment[field]).filter((id): id is number => id !== null))];
      const night = ids.map((id) => people.get(id)).filter((person): person is ClipboardPerson => person !== undefined);
      return `${label}: ${night.length === 0 ? SCHEDULE_MESSAGES.unassignedLine : formatNightNames(night)}`;
    })
    .join('\n');
}
