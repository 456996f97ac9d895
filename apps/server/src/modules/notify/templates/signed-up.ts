import { formatDanceDate, signupMailMessages } from '@club/shared';
import type { SignedUpEvent } from '../../../lib/events.js';
import { mailbox, namesInWords } from '../../../lib/inbox.js';
import { layout, paragraph } from '../layout.js';
import { byInbox, findPeople, namesOf } from '../recipients.js';
import type { Template } from '../template.js';

/**
 * Decision 038: one e-mail per address confirming the night: "You signed up", or who signed them up (an
 * administrator, or the partner who chose both).
 */
export const signedUpTemplate: Template<SignedUpEvent> = {
  holdsOneTimeLinks: false,
  async recipients(db, event) {
    return byInbox(await findPeople(db, event.member_ids));
  },
  render({ club }, { actor, dance_date }, to) {
    const night = formatDanceDate(dance_date, to.locale);
    const words = signupMailMessages(to.locale);
    const byThemselves = to.people.some((person) => person.id === actor.id) || mailbox(to.to) === mailbox(actor.email);
    return layout(club, words.emailSubject(club.club_name, night), [
      paragraph(words.greeting(namesInWords(namesOf(to), to.locale))),
      paragraph(byThemselves ? words.youSignedUp(night) : words.signedYouUp(actor.name, night)),
      paragraph(words.giveBackHint),
    ]);
  },
};
