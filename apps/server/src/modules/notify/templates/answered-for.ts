import { nightInWords } from '@club/shared';
import { formatDanceDate } from '../../../lib/calendar.js';
import type { AnsweredForEvent } from '../../../lib/events.js';
import { button, layout, paragraph } from '../layout.js';
import { findPeople } from '../recipients.js';
import type { Template } from '../template.js';

/** To a member an administrator answered for (they called the club): what was said in their name. */
export const answeredForTemplate: Template<AnsweredForEvent> = {
  holdsOneTimeLinks: false,
  async recipients(db, event) {
    const [member] = await findPeople(db, [event.member_id]);
    return member ? [{ to: member.email, people: [member], part: '' }] : [];
  },
  render({ club, clubUrl }, event, to) {
    const date = event.dance_date;
    const said =
      event.answer === 'confirmed'
        ? `${event.admin.name} confirmed for you that you'll be there as squarehead on ${formatDanceDate(date)}.`
        : `${event.admin.name} told us for you that you can't make it on ${formatDanceDate(date)}; the night needs a replacement.`;
    return layout(
      club,
      `${event.answer === 'confirmed' ? 'Confirmed' : 'Declined'}: ${nightInWords(date)} – ${club.club_name}`,
      [
        paragraph(`Hello ${to.people.map((person) => person.name).join(', ')},`),
        paragraph(said),
        button(club, 'See my duties', `${clubUrl}/my-duties`),
      ],
    );
  },
};
