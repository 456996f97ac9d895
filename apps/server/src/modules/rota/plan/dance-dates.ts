import { CLUB_DAYS, type ClubDay, type ClubNightType } from '@club/shared';

export type DanceNight = { dance_date: string; club_night_type: ClubNightType };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A schedule spans a season, not a decade: this bounds the work a single request can ask for. */
export const MAX_SCHEDULE_DAYS = 2 * 366;

const toUtc = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);
// CLUB_DAYS runs Monday..Sunday; JavaScript's getUTCDay runs Sunday(0)..Saturday(6).
const weekdayNumber = (day: ClubDay) => (CLUB_DAYS.indexOf(day) + 1) % 7;

/** Issue 4: a night is 'FIFTH WED' when it is the fifth of its weekday in the month, i.e. day 29 or later. */
export function clubNightType(isoDate: string): ClubNightType {
  return new Date(toUtc(isoDate)).getUTCDate() >= 29 ? 'FIFTH WED' : 'NORMAL';
}

export function daysBetween(start: string, end: string): number {
  return Math.round((toUtc(end) - toUtc(start)) / DAY_MS);
}

/**
 * SPEC §5: every club day between start and end inclusive. When start equals end that single date is the schedule,
 * whatever its weekday (the club-day check is bypassed).
 */
export function generateDanceNights(start: string, end: string, clubDay: ClubDay): DanceNight[] {
  if (start === end) return [{ dance_date: start, club_night_type: clubNightType(start) }];
  const target = weekdayNumber(clubDay);
  const nights: DanceNight[] = [];
  let time = toUtc(start);
  const offset = (target - new Date(time).getUTCDay() + 7) % 7;
  for (time += offset * DAY_MS; time <= toUtc(end); time += 7 * DAY_MS) {
    const dance_date = toIso(time);
    nights.push({ dance_date, club_night_type: clubNightType(dance_date) });
  }
  return nights;
}
