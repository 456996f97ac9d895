import { catalog, formatDanceDate } from '@club/shared';
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
    const locale = { locale: to.locale };
    const day = (date: string) => formatDanceDate(date, to.locale);
    const ids = new Set(to.people.map((person) => person.id));
    const nights = [
      ...new Set(event.confirmed.filter((item) => ids.has(item.member_id)).map((item) => item.dance_date)),
    ].sort();
    const perPerson = to.people.length > 1;
    const lines = perPerson
      ? to.people.flatMap((person) => {
          const own = event.confirmed.filter((item) => item.member_id === person.id).map((item) => item.dance_date);
          return own.length === 0 ? [] : [`${person.first_name}: ${[...own].sort().map(day).join(', ')}`];
        })
      : nights.map(day);
    return layout(club, catalog.mail_schedule_replaced_subject({ club: club.club_name }, locale), [
      paragraph(catalog.mail_hello_names({ names: namesInWords(namesOf(to), to.locale) }, locale)),
      paragraph(
        catalog.mail_schedule_replaced_body({ admin: event.admin.name, schedule: event.schedule_name }, locale),
      ),
      ...lines.map((line) => paragraph(line)),
      paragraph(catalog.mail_schedule_replaced_nothing_to_do({}, locale)),
      button(club, catalog.mail_see_my_duties({}, locale), `${clubUrl}/my-duties`),
    ]);
  },
};
