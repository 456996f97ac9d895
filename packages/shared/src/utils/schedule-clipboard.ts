import { NIGHT_MESSAGES, SCHEDULE_MESSAGES } from '../messages.js';
import { SQUAREHEAD_FIELDS } from '../constants.js';
import type { Assignment, Schedule } from '../schemas/schedule.js';
import { type ClockStyle, formatTimes } from './clock.js';
import { nightDetailsLine } from './night-labels.js';

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
  const units: [ClipboardPerson, ClipboardPerson?][] = [];
  for (const person of [...people].sort(byName)) {
    if (used.has(person.id)) continue;
    used.add(person.id);
    const partner = person.partner_id === null ? undefined : present.get(person.partner_id);
    if (partner && !used.has(partner.id) && partner.partner_id === person.id) {
      used.add(partner.id);
      units.push(byName(person, partner) <= 0 ? [person, partner] : [partner, person]);
    } else {
      units.push([person]);
    }
  }
  return units
    .map(([first, second]) => {
      if (!second) return `${first.first_name} ${first.last_name}`;
      if (first.last_name === second.last_name) return `${first.first_name} & ${second.first_name} ${first.last_name}`;
      return `${first.first_name} ${first.last_name} & ${second.first_name} ${second.last_name}`;
    })
    .join(', ');
}

/** 'Mon D, YYYY' for a YYYY-MM-DD date: the period line of the copied text, read the same in every browser. */
export function longDate(isoDate: string): string {
  return `${shortDate(isoDate)}, ${isoDate.slice(0, 4)}`;
}

/** SPEC §4 and issue 4: one night's line, 'Mon D: names'. */
function nightLine(assignment: Assignment, people: ReadonlyMap<number, ClipboardPerson>): string {
  const label = shortDate(assignment.dance_date);
  if (assignment.club_night_type === 'FIFTH WED') return `${label}: ${SCHEDULE_MESSAGES.fifthWednesdayLine}`;
  const ids = [
    ...new Set(SQUAREHEAD_FIELDS.map((field) => assignment[field]).filter((id): id is number => id !== null)),
  ];
  const night = ids.map((id) => people.get(id)).filter((person): person is ClipboardPerson => person !== undefined);
  return `${label}: ${night.length === 0 ? SCHEDULE_MESSAGES.unassignedLine : formatNightNames(night)}`;
}

// A note of several lines would break the one-line-per-night layout, so its lines are joined.
const oneLine = (text: string) =>
  text
    .split(/\s*\n\s*/)
    .join(' ')
    .trim();

/** Issue 19: the night's own times, when it has them, in the club's clock: "7:30 PM–10:00 PM", "7:30 PM", or ''. */
const timesOf = (assignment: Assignment, clock: ClockStyle) =>
  formatTimes({ start: assignment.start_time ?? '', end: assignment.end_time ?? '' }, clock);

/** The indented lines under a night: cancelled and why, then its times and details, then its notes. */
function linesUnder(assignment: Assignment, clock: ClockStyle): string[] {
  const details = [timesOf(assignment, clock), nightDetailsLine(assignment)].filter(Boolean).join(' · ');
  const notes = oneLine(assignment.notes ?? '');
  return [
    assignment.cancelled_at ? NIGHT_MESSAGES.cancelledLine(oneLine(assignment.cancel_reason ?? '')) : '',
    details,
    notes ? SCHEDULE_MESSAGES.clipboardNote(notes) : '',
  ]
    .filter(Boolean)
    .map((line) => `    ${line}`);
}

/**
 * SPEC §4 and issue 17: the schedule as newsletter text. It opens with the schedule's name and period, so a pasted
 * list says which schedule it is; then one line per night sorted by date, with indented lines under it (issue 19: a
 * cancelled night says so and why, then the night's times and details, then its notes), leaving the night's own line
 * as issue 4 wrote it. `clock` is the club's (issue 26).
 */
export function formatScheduleForClipboard(
  schedule: Pick<Schedule, 'name' | 'start_date' | 'end_date'>,
  assignments: readonly Assignment[],
  people: ReadonlyMap<number, ClipboardPerson>,
  clock: ClockStyle,
): string {
  const nights = [...assignments]
    .sort((a, b) => a.dance_date.localeCompare(b.dance_date))
    .flatMap((assignment) => [nightLine(assignment, people), ...linesUnder(assignment, clock)]);
  return [schedule.name, `${longDate(schedule.start_date)} to ${longDate(schedule.end_date)}`, '', ...nights].join(
    '\n',
  );
}
