import { nightInWords } from '@club/shared';
import { formatDanceDate } from '../../../lib/calendar.js';
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
    return layout(club, `You are no longer on duty on ${nightInWords(date)} – ${club.club_name}`, [
      paragraph(`Hello ${namesInWords(namesOf(to))},`),
      paragraph(
        `An administrator changed the squareheads for ${formatDanceDate(date)}: you are no longer on duty that night. You need not do anything.`,
      ),
      button(club, 'See my duties', `${clubUrl}/my-duties`),
    ]);
  },
};
