import type { SwapsClosedWithNightEvent } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { button, layout, paragraph } from '../layout.js';
import { byInbox, findPeople, namesOf } from '../recipients.js';
import type { Template } from '../template.js';
import { night } from './swap-words.js';

/**
 * Decision 056: a member who asked others to take a night hears that the request closed because the night was
 * cancelled, so they need not wait for a taker (one e-mail per inbox, naming each asker in it).
 */
export const swapsClosedWithNightTemplate: Template<SwapsClosedWithNightEvent> = {
  holdsOneTimeLinks: false,
  async recipients(db, event) {
    return byInbox(await findPeople(db, event.requester_ids));
  },
  render({ club, clubUrl }, event, to) {
    return layout(club, `Your swap request for ${night(event.dance_date)} is closed – ${club.club_name}`, [
      paragraph(`Hello ${namesInWords(namesOf(to))},`),
      paragraph(
        `The night of ${night(event.dance_date)} is cancelled (${event.reason}), so your request for someone to take it is closed. Nobody will take it, and you need not do anything.`,
      ),
      button(club, 'See my duties', `${clubUrl}/my-duties`),
    ]);
  },
};
