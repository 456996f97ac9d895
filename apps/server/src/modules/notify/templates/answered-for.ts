import { catalog, formatDanceDate, nightInWords } from '@club/shared';
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
    const locale = { locale: to.locale };
    const confirmed = event.answer === 'confirmed';
    const said = { admin: event.admin.name, night: formatDanceDate(event.dance_date, to.locale) };
    const headline = { night: nightInWords(event.dance_date, to.locale), club: club.club_name };
    return layout(
      club,
      confirmed
        ? catalog.mail_answered_for_subject_confirmed(headline, locale)
        : catalog.mail_answered_for_subject_declined(headline, locale),
      [
        paragraph(catalog.mail_hello_names({ names: to.people.map((person) => person.name).join(', ') }, locale)),
        paragraph(
          confirmed
            ? catalog.mail_answered_for_confirmed(said, locale)
            : catalog.mail_answered_for_declined(said, locale),
        ),
        button(club, catalog.mail_see_my_duties({}, locale), `${clubUrl}/my-duties`),
      ],
    );
  },
};
