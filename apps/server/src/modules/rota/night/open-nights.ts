import { inArray } from 'drizzle-orm';
import {
  BASE_LOCALE,
  type Locale,
  type OpenNight,
  type ScheduleType,
  type Settings,
  SIGNUP_MESSAGES,
  signupErrorMessages,
  type Unavailability,
  unavailabilityInWords,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { members } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { liveNights, servesOn } from './live-nights.js';
import { emptySlots, type NightRow, slotHolders } from './slots.js';
import { heldSignups } from './signups.js';
import { resolveUnavailability } from './unavailability.js';
import { CURRENT_SCHEDULE_LEAD_HOURS, HOUR_MS, nightStart } from './timing.js';

/**
 * Issue 19 part 2: which nights a member may take a place on, and why not. Signing up checks these under the lock of
 * the night's rows; My duties and the schedule pages read them without one to offer the open nights.
 */

export type Person = {
  id: number;
  first: string;
  last: string;
  email: string;
  status: string;
  partner_id: number | null;
};
export type SignupSettings = Pick<
  Settings,
  'self_signup' | 'max_signups_per_schedule' | 'club_night_start' | 'club_night_end' | 'system_timezone'
>;

export const signupSettings = (db: DbExecutor): Promise<SignupSettings> =>
  getAllSettings(db, [
    'self_signup',
    'max_signups_per_schedule',
    'club_night_start',
    'club_night_end',
    'system_timezone',
  ]);

export const personName = (person: Pick<Person, 'first' | 'last'>) => `${person.first} ${person.last}`;

export async function findPeople(db: DbExecutor, ids: readonly number[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: members.id,
      first: members.first_name,
      last: members.last_name,
      email: members.email,
      status: members.status,
      partner_id: members.partner_id,
    })
    .from(members)
    .where(inArray(members.id, [...ids]));
}

/** Why nobody may take a place on this night now, or null: the night itself is closed to sign-ups. */
export function nightRefusal(
  row: NightRow,
  scheduleType: ScheduleType,
  settings: SignupSettings,
  now: Date,
): AppError | null {
  const lead = nightStart(row, settings).getTime() - now.getTime();
  const minimum = scheduleType === 'current' ? CURRENT_SCHEDULE_LEAD_HOURS * HOUR_MS : 0;
  if (lead <= minimum) return new AppError('VALIDATION', SIGNUP_MESSAGES.notSchedulable);
  if (row.cancelled_at !== null) return new AppError('VALIDATION', SIGNUP_MESSAGES.cancelled);
  // An empty FIFTH WED night is the board's (decision 028): nobody signs up for it.
  if (row.club_night_type === 'FIFTH WED' && slotHolders(row).length === 0)
    return new AppError('VALIDATION', SIGNUP_MESSAGES.boardNight);
  return null;
}

/** What a member's eligibility for a night is checked against. */
export type PersonCheck = {
  liveRows: readonly NightRow[];
  unavailable: ReadonlyMap<number, Unavailability>;
  held: ReadonlyMap<number, number>;
  max: number;
};

type SignupWords = ReturnType<typeof signupErrorMessages>;

/** A refusal that names a member: raised in English with its text in each language, as `inLocale` finds no name. */
function namedRefusal(say: (words: SignupWords, locale: Locale) => string): AppError {
  return new AppError('VALIDATION', say(SIGNUP_MESSAGES, BASE_LOCALE), {
    inLocale: (locale) => say(signupErrorMessages(locale), locale),
  });
}

/** Why this member may not take a place on the night, or null (issue 19's rules, in the order a member reads them). */
export function personRefusal(person: Person, row: NightRow, check: PersonCheck): AppError | null {
  const name = personName(person);
  if (person.status !== 'assignable') return namedRefusal((words) => words.notAssignable(name));
  if (servesOn(check.liveRows, row.dance_date, person.id)) return namedRefusal((words) => words.alreadyServes(name));
  const cause = check.unavailable.get(person.id);
  // The reason is written in the sentence's language: a German sentence around an English reason reads as a fault.
  if (cause !== undefined)
    return namedRefusal((words, locale) =>
      words.unavailable(name, unavailabilityInWords(cause, row.dance_date, locale)),
    );
  if ((check.held.get(person.id) ?? 0) >= check.max) return namedRefusal((words) => words.tooMany(name, check.max));
  return null;
}

/**
 * The open nights a member may take now, for My duties and the schedule pages: the same rules as signing up, read
 * without locks (the sign-up itself checks again). Empty while the club has self sign-up off.
 */
export async function listOpenNights(db: DbExecutor, memberId: number, today: string): Promise<OpenNight[]> {
  const settings = await signupSettings(db);
  if (!settings.self_signup) return [];
  const now = new Date();
  const live = await liveNights(db, { from: today });
  const open = live.filter(
    (night) => emptySlots(night).length > 0 && !nightRefusal(night, night.schedule_type, settings, now),
  );
  if (open.length === 0) return [];
  const [person] = await findPeople(db, [memberId]);
  if (!person) return [];
  const [partner] = person.partner_id === null ? [] : await findPeople(db, [person.partner_id]);
  const unavailable = await resolveUnavailability(
    db,
    open.map((night) => night.dance_date),
  );
  const heldBySchedule = new Map<number, Map<number, number>>();
  const result: OpenNight[] = [];
  for (const night of open) {
    let held = heldBySchedule.get(night.schedule_id);
    if (!held) {
      held = await heldSignups(
        db,
        night.schedule_id,
        [person.id, partner?.id].filter((id): id is number => id !== undefined),
      );
      heldBySchedule.set(night.schedule_id, held);
    }
    const check: PersonCheck = {
      liveRows: live,
      unavailable: unavailable.get(night.dance_date) ?? new Map<number, Unavailability>(),
      held,
      max: settings.max_signups_per_schedule,
    };
    if (personRefusal(person, night, check)) continue;
    const slotsLeft = emptySlots(night).length;
    result.push({
      assignment_id: night.id,
      dance_date: night.dance_date,
      club_night_type: night.club_night_type,
      schedule_type: night.schedule_type,
      start_time: night.start_time ?? (settings.club_night_start || null),
      end_time: night.end_time ?? (settings.club_night_end || null),
      caller: night.caller,
      program: night.program,
      slots_left: slotsLeft,
      with_partner: partner !== undefined && slotsLeft >= 2 && personRefusal(partner, night, check) === null,
    });
  }
  return result;
}
