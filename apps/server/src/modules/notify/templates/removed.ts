import { catalog, formatDanceDate, nightInWords } from '@club/shared';
import type { RemovedEvent } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { button, layout, paragraph } from '../layout.js';
import { byInbox, findPeople, namesOf } from '../recipients.js';
import type { Template } from '../template.js';

/** To members an administrator took off a published night: a short note, nothing to do; one per inbox and night. */
export const removedTemplate: Template<RemovedEvent> = {
  holdsOneTimeLinks: false,
  async recipients(db, event) {
    const people = await findPeople(
      db,
      event.removals.map((removal) => removal.member_id),
      'by_name',
    );
    const dates = [...new Set(event.removals.map((removal) => removal.dance_date))];
    return dates.flatMap((date) => {
      const off = new Set(
        event.removals.filter((removal) => removal.dance_date === date).map((item) => item.member_id),
      );
      return byInbox(
        people.filter((person) => off.has(person.id)),
        date,
      );
    });
  },
  render({ club, clubUrl }, _event, to) {
    const date = to.part;
    const locale = { locale: to.locale };
    const subject = catalog.mail_removed_subject(
      { night: nightInWords(date, to.locale), club: club.club_name },
      locale,
    );
    return layout(club, subject, [
      paragraph(catalog.mail_hello_names({ names: namesInWords(namesOf(to), to.locale) }, locale)),
      paragraph(catalog.mail_removed_body({ night: formatDanceDate(date, to.locale) }, locale)),
      button(club, catalog.mail_see_my_duties({}, locale), `${clubUrl}/my-duties`),
    ]);
  },
};
