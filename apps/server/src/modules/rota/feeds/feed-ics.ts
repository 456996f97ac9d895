import ical, { type ICalCalendar, ICalAlarmType, ICalEventStatus } from 'ical-generator';
import { calendarFeedName, catalog, type Locale, nightDetailsLine } from '@club/shared';
import { DateTime } from 'luxon';
import { addDays, zonedTime } from '../../../lib/calendar.js';
import { REMINDER_SEND_HOUR } from '../night/timing.js';
import type { FeedNight } from './feed-nights.js';
import { vtimezoneOf } from './feed-zone.js';

/** Calendar apps poll a subscription on their own schedule; this asks for a few hours, so a swap shows the same day. */
const REFRESH_SECONDS = 4 * 60 * 60;

/** The club night's start and end (HH:MM in `timeZone`); an empty start means the club keeps no time. */
export type ClubNight = { start: string; end: string; timeZone: string };
/** Issue 29: `locale` is the feed owner's language, which its summaries, descriptions and alarms speak. */
type Club = { name: string; address: string; publicUrl: string; night: ClubNight; locale: Locale };

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

function newCalendar(name: string, locale: Locale): ICalCalendar {
  return ical({
    name: escapedText(name),
    prodId: { company: 'Square Dance Club Manager', product: 'Calendar feed', language: locale.toUpperCase() },
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone name: ical-generator would then write DTSTAMP in local time. The generator adds one
    // VTIMEZONE for each zone the events name (feed-zone.ts), so every TZID is defined in the feed itself.
    timezone: { name: null, generator: vtimezoneOf },
  });
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Issue 17: the night from the club's start to its end time; an end at or before the start is after midnight. Only a
 * club without a start time gets all-day events. Issue 19: a night's own times win over the club's. Issue 26: the
 * times are the club's wall clock with its TZID, so a calendar app shows 20:00 in July and in January alike and
 * keeps showing it if the phone travels; a zone without a VTIMEZONE falls back to UTC.
 */
function nightTimes(date: string, club: ClubNight, own: Pick<FeedNight, 'start_time' | 'end_time'>) {
  const night = own.start_time ? { ...club, start: own.start_time, end: own.end_time ?? '' } : club;
  if (!night.start) return { start: date, end: addDays(date, 1), allDay: true, startMinutes: 0 };
  const endDate = night.end && night.end <= night.start ? addDays(date, 1) : date;
  const zoned = vtimezoneOf(night.timeZone) !== null;
  // Luxon carries the zone, so ical-generator writes the wall-clock time, not the server's local one.
  const at = (day: string, time: string) =>
    zoned ? DateTime.fromISO(`${day}T${time}`, { zone: night.timeZone }) : zonedTime(day, time, night.timeZone);
  return {
    start: at(date, night.start),
    end: night.end ? at(endDate, night.end) : null,
    timezone: zoned ? night.timeZone : null,
    allDay: false,
    startMinutes: minutesOf(night.start),
  };
}

/**
 * Issue 17: the alarm rings the day before at the hour reminder e-mails go out, as seconds before the start.
 * Relative, because ical-generator writes an absolute trigger in the event's zone where RFC 5545 wants UTC; the day
 * in it is a calendar day, so the hour holds when the clocks change in between.
 */
const alarmLead = (startMinutes: number) => (24 * 60 + startMinutes - REMINDER_SEND_HOUR * 60) * 60;

/**
 * The UID is the same on every fetch, so a calendar app updates the event when the rota changes instead of adding a
 * second one. Issue 19: a cancelled night stays, as STATUS:CANCELLED with the reason first, and rings no alarm.
 * Issue 25: so does a night the member said they will not serve, in their own feed: it is off for them, though they
 * keep the slot until it is taken. Issue 26: only a night the feed's owner serves rings, so the club feed stays
 * silent on other members' nights and on empty board nights.
 */
function addNight(
  calendar: ICalCalendar,
  club: Club,
  night: FeedNight & { rings: boolean },
  uid: string,
  summary: string,
  description: string[],
) {
  const to = { locale: club.locale };
  const details = nightDetailsLine(night, club.locale);
  const off = night.cancelled || night.not_serving;
  const badge = night.cancelled
    ? catalog.mail_feed_cancelled_badge({}, to)
    : catalog.mail_feed_not_serving_badge({}, to);
  const lines = [
    ...(night.cancelled ? [catalog.mail_feed_cancelled_line({ reason: night.cancel_reason ?? '' }, to)] : []),
    ...(!night.cancelled && night.not_serving ? [catalog.mail_feed_not_serving_line({}, to)] : []),
    ...(details ? [details] : []),
    ...description,
  ];
  const title = `${off ? `${badge}: ` : ''}${summary}${night.program ? ` (${night.program})` : ''}`;
  const { startMinutes, ...times } = nightTimes(night.dance_date, club.night, night);
  const event = calendar.createEvent({
    id: `${uid}@${new URL(club.publicUrl).host}`,
    ...times,
    summary: plainText(title),
    description: plainText(lines.join('\n')) || null,
    location: plainText(club.address) || null,
    status: off ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (off || !night.rings) return;
  event.createAlarm({ type: ICalAlarmType.display, trigger: alarmLead(startMinutes), description: plainText(title) });
}

const notesLine = (night: FeedNight, locale: Locale) =>
  night.notes ? [catalog.mail_feed_notes({ notes: night.notes }, { locale })] : [];
const isFifthWednesday = (night: FeedNight) => night.club_night_type === 'FIFTH WED';

/** Issue 9: one member's duty nights, each saying who serves with them. */
export function renderMemberFeed(club: Club, memberId: number, nights: FeedNight[]): string {
  const calendar = newCalendar(calendarFeedName('member', club.name), club.locale);
  const to = { locale: club.locale };
  for (const night of nights) {
    const partners = night.squareheads
      .filter((squarehead) => squarehead.id !== memberId)
      .map((squarehead) => squarehead.name);
    addNight(
      calendar,
      club,
      { ...night, rings: true },
      `duty-${night.dance_date}-${memberId}`,
      catalog.mail_feed_duty_summary({ club: club.name }, to),
      [
        partners.length > 0
          ? catalog.mail_feed_serving_with({ names: partners.join(', ') }, to)
          : catalog.mail_feed_no_one_else({}, to),
        ...(isFifthWednesday(night) ? [catalog.mail_feed_fifth_wed_night({}, to)] : []),
        ...notesLine(night, club.locale),
      ],
    );
  }
  return calendar.toString();
}

/** Issue 9: every night of the live schedules, for administrators; `ownerId`'s own nights ring (issue 26). */
export function renderClubFeed(club: Club, ownerId: number, nights: FeedNight[]): string {
  const calendar = newCalendar(calendarFeedName('club', club.name), club.locale);
  const to = { locale: club.locale };
  for (const night of nights) {
    const names = night.squareheads.map((squarehead) => squarehead.name);
    const who = names.length > 0 ? names.join(', ') : catalog.mail_feed_none_yet({}, to);
    const summary = `${catalog.mail_feed_squareheads({ names: who }, to)}${isFifthWednesday(night) ? ' (FIFTH WED)' : ''}`;
    const rings = night.squareheads.some((squarehead) => squarehead.id === ownerId);
    addNight(calendar, club, { ...night, rings }, `night-${night.dance_date}`, summary, notesLine(night, club.locale));
  }
  return calendar.toString();
}
