import type { Settings } from '@club/shared';
import { addDays, zonedTime } from '../../../lib/calendar.js';
import type { NightRow } from './slots.js';

/** The rota's timing rules (issue 19), in one place: when a night starts and how long before it what may change. */

export const HOUR_MS = 60 * 60 * 1000;
/** Reminders go out from this hour of the club's day, not at midnight; calendar alarms ring at the same hour. */
export const REMINDER_SEND_HOUR = 8;
/** The current schedule's nights stay open to sign-ups until this long before they start. */
export const CURRENT_SCHEDULE_LEAD_HOURS = 48;
/** A self-chosen night can be given back until this long before it starts. */
export const GIVE_BACK_LEAD_HOURS = 7 * 24;

export type NightClock = Pick<Settings, 'club_night_start' | 'system_timezone'>;

/** When the night starts, in the club's time zone: its own time, else the club's, else the start of the day. */
export function nightStart(row: Pick<NightRow, 'dance_date' | 'start_time'>, club: NightClock): Date {
  return zonedTime(row.dance_date, row.start_time ?? (club.club_night_start || '00:00'), club.system_timezone);
}

/** Whether a self-chosen night may still be given back at `now` (more than GIVE_BACK_LEAD_HOURS ahead). */
export function mayGiveBack(row: Pick<NightRow, 'dance_date' | 'start_time'>, club: NightClock, now: Date): boolean {
  return nightStart(row, club).getTime() - now.getTime() > GIVE_BACK_LEAD_HOURS * HOUR_MS;
}

/** An e-mailed answer link works until the night is over: the end of its day where the club is. */
export function answerLinkExpiry(date: string, timeZone: string): Date {
  return zonedTime(addDays(date, 1), '00:00', timeZone);
}
