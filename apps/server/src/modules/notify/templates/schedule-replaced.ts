import { formatDanceDate } from '../../../lib/calendar.js';
import type { ScheduleReplacedEvent } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { button, layout, paragraph } from '../layout.js';
import { byInbox, findPeople, namesOf } from '../recipients.js';
import type { Template } from '../template.js';

/**
 * Issue 25: to the members who had confirmed nights on a published next schedule an administrator replaced: which of
 * their confirmed nights are gone, and that the new schedule will ask them again. One e-mail per inbox.
 */
export const scheduleReplacedTemplate: Template<ScheduleReplacedEvent> = {
  holdsOneTimeLinks: false,
  async recipients(db, event) {
    return byInbox(
      await findPeople(
        db,
        event.confirmed.map((item) => item.member_id),
        'by_name',
      ),
    );
  },
  render({ club, clubUrl }, event, to) {
    const ids = new Set(to.people.map((person) => person.id));
    const nights = [
      ...new Set(event.confirmed.filter((item) => ids.has(item.member_id)).map((item) => item.dance_date)),
    ].sort();
    const perPerson = to.people.length > 1;
    const lines = perPerson
      ? to.people.flatMap((person) => {
          const own = event.confirmed.filter((item) => item.member_id === person.id).map((item) => item.dance_date);
          return own.length === 0 ? [] : [`${person.first_name}: ${[...own].sort().map((date) => formatDanceDate(date)).join(', ')}`];
        })
      : nights.map((date) => formatDanceDate(date));
    return layout(club, `The next schedule was replaced – ${club.club_name}`, [
      paragraph(`Hello ${namesInWords(namesOf(to))},`),
      paragraph(
        `${event.admin.name} replaced the published schedule “${event.schedule_name}” with a new one. The nights you had confirmed on it are no longer on the rota:`,
      ),
      ...lines.map((line) => paragraph(line)),
      paragraph(
        'You need not do anything now: when the new schedule is published, you will be asked about your nights on it.',
      ),
      button(club, 'See my duties', `${clubUrl}/my-duties`),
    ]);
  },
};
