import { clubClockStyleOf, formatClock, type Locale, nightTimes, type Settings } from '@club/shared';
import type { ReminderEvent } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { othersServing } from '../night-block.js';
import { byInbox, findPeople, namesOf } from '../recipients.js';
import type { Template } from '../template.js';
import { buildTemplatedEmail, type NightValues } from './templated-email.js';

/**
 * The night's own start or else the club's, and everyone serving but the members the e-mail is for, in their
 * language (issue 29); the club's own template around them stays as the club wrote it.
 */
function nightValues(
  night: ReminderEvent['night'],
  recipientIds: readonly number[],
  club: Pick<Settings, 'club_night_start' | 'club_night_end' | 'time_format' | 'club_country' | 'system_timezone'>,
  locale: Locale,
): NightValues {
  return {
    start_time: formatClock(nightTimes(night, club).start, clubClockStyleOf(club), locale),
    caller: night.caller ?? '',
    program: night.program ?? '',
    // Issue 25: the same words as the night block of the confirm e-mail and the offers.
    other_squareheads: othersServing(night, recipientIds, locale),
  };
}

/**
 * Issue 5: the club's own template, one e-mail per inbox naming everyone it is for (issue 17), with the night's
 * details and who else serves. Keyed by the night, the days before it and the members, so two runs or two servers
 * that reach the same reminder queue it once.
 */
export const reminderTemplate: Template<ReminderEvent> = {
  holdsOneTimeLinks: false,
  key: (event) =>
    `reminder:${event.dance_date}:${event.days_before}:${[...event.member_ids].sort((a, b) => a - b).join(',')}`,
  async recipients(db, event) {
    const people = await findPeople(db, event.member_ids);
    return byInbox(people.sort((a, b) => a.name.localeCompare(b.name)));
  },
  async render({ db }, event, to) {
    const settings = await getAllSettings(db);
    const night = nightValues(
      event.night,
      to.people.map((person) => person.id),
      settings,
      to.locale,
    );
    return buildTemplatedEmail(
      settings,
      { member_name: namesInWords(namesOf(to), to.locale), dance_date: event.dance_date },
      night,
      to.locale,
    );
  },
};
