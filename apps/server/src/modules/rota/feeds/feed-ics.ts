import ical, { type ICalCalendar, ICalAlarmType, ICalEventStatus } from 'ical-generator';
import { CALENDAR_MESSAGES, NIGHT_MESSAGES, nightDetailsLine } from '@club/shared';
import { addDays, zonedTime } from '../../../lib/calendar.js';
import { REMINDER_SEND_HOUR } from '../night/timing.js';
import type { FeedNight } from './feed-nights.js';

/** Calendar apps poll a subscription on their own schedule; this asks for a few hours, so a swap shows the same day. */
const REFRESH_SECONDS = 4 * 60 * 60;

/** The club night's start and end (HH:MM in `timeZone`); an empty start means the club keeps no time. */
export type ClubNight = { start: string; end: string; timeZone: string };
type Club = { name: string; address: string; publicUrl: string; night: ClubNight };

// RFC 5545 §3.3.11: TEXT holds no control character but HTAB; a line break is written as the two characters \n.
// Read as: a control character (\p{Cc}) other than a tab or a line feed.
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n]/gu;

/** A value with its line breaks as \n and every other control character dropped; ical-generator escapes the rest. */
function plainText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
}

/**
 * Issue 14: ical-generator writes the calendar's NAME and X-WR-CALNAME as given, so a line break in the club's name
 * ended the property and began whatever followed (a VEVENT in every member's feed). Escaped here as RFC 5545 TEXT;
 * the event properties it escapes itself.
 */
function escapedText(value: string): string {
  return plainText(value)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');
}

function newCalendar(name: string): ICalCalendar {
  return ical({
    name: escapedText(name),
    prodId: { company: 'Square Dance Club Manager', product: 'Calendar feed', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
}

/**
 * Issue 17: the night from the club's start to its end time, written in UTC so every calendar app places it right
 * whatever zone it runs in; an end at or before the start is after midnight. Only a club without a start time gets
 * all-day events. Issue 19: a night's own times win over the club's.
 */
function nightTimes(date: string, club: ClubNight, own: Pick<FeedNight, 'start_time' | 'end_time'>) {
  const night = own.start_time ? { ...club, start: own.start_time, end: own.end_time ?? '' } : club;
  if (!night.start) return { start: date, end: addDays(date, 1), allDay: true };
  const endDate = night.end && night.end <= night.start ? addDays(date, 1) : date;
  return {
    start: zonedTime(date, night.start, night.timeZone),
    end: night.end ? zonedTime(endDate, night.end, night.timeZone) : null,
    allDay: false,
  };
}

/**
 * The UID is the same on every fetch, so a calendar app updates the event when the rota changes instead of adding a
 * second one. The alarm rings the day before at the hour reminder e-mails go out (issue 17). Issue 19: a cancelled
 * night stays, as STATUS:CANCELLED with the reason first, and rings no alarm. Issue 25: so does a night the member
 * said they will not serve, in their own feed: it is off for them, though they keep the slot until it is taken.
 */
function addNight(
  calendar: ICalCalendar,
  club: Club,
  night: FeedNight,
  uid: string,
  summary: string,
  description: string[],
) {
  const details = nightDetailsLine(night);
  const off = night.cancelled || night.not_serving;
  const badge = night.cancelled ? NIGHT_MESSAGES.cancelledBadge : CALENDAR_MESSAGES.notServingBadge;
  const lines = [
    ...(night.cancelled ? [NIGHT_MESSAGES.cancelledLine(night.cancel_reason ?? '')] : []),
    ...(!night.cancelled && night.not_serving ? [CALENDAR_MESSAGES.notServingLine] : []),
    ...(details ? [details] : []),
    ...description,
  ];
  const title = `${off ? `${badge}: ` : ''}${summary}${night.program ? ` (${night.program})` : ''}`;
  const event = calendar.createEvent({
    id: `${uid}@${new URL(club.publicUrl).host}`,
    ...nightTimes(night.dance_date, club.night, night),
    summary: plainText(title),
    description: plainText(lines.join('\n')) || null,
    location: plainText(club.address) || null,
    status: off ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (off) return;
  const reminderTime = `${String(REMINDER_SEND_HOUR).padStart(2, '0')}:00`;
  event.createAlarm({
    type: ICalAlarmType.display,
    trigger: zonedTime(addDays(night.dance_date, -1), reminderTime, club.night.timeZone),
    description: plainText(title),
  });
}

const notesLine = (night: FeedNight) => (night.notes ? [`Notes: ${night.notes}`] : []);
const isFifthWednesday = (night: FeedNight) => night.club_night_type === 'FIFTH WED';

/** Issue 9: one member's duty nights, each saying who serves with them. */
export function renderMemberFeed(club: Club, memberId: number, nights: FeedNight[]): string {
  const calendar = newCalendar(`${club.name} – My squarehead duty`);
  for (const night of nights) {
    const partners = night.squareheads
      .filter((squarehead) => squarehead.id !== memberId)
      .map((squarehead) => squarehead.name);
    addNight(calendar, club, night, `duty-${night.dance_date}-${memberId}`, `Squarehead duty – ${club.name}`, [
      partners.length > 0 ? `Serving with: ${partners.join(', ')}` : 'No one else assigned yet',
      ...(isFifthWednesday(night) ? ['FIFTH WED night'] : []),
      ...notesLine(night),
    ]);
  }
  return calendar.toString();
}

/** Issue 9: every night of the live schedules, for administrators. */
export function renderClubFeed(club: Club, nights: FeedNight[]): string {
  const calendar = newCalendar(`${club.name} – Squarehead rota`);
  for (const night of nights) {
    const names = night.squareheads.map((squarehead) => squarehead.name);
    const summary = `Squareheads: ${names.length > 0 ? names.join(', ') : 'none yet'}${isFifthWednesday(night) ? ' (FIFTH WED)' : ''}`;
    addNight(calendar, club, night, `night-${night.dance_date}`, summary, notesLine(night));
  }
  return calendar.toString();
}
