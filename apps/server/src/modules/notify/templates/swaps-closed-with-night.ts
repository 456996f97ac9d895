import { catalog } from '@club/shared';
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
    const locale = { locale: to.locale };
    const closed = night(event.dance_date, to.locale);
    return layout(club, catalog.mail_swaps_closed_with_night_subject({ night: closed, club: club.club_name }, locale), [
      paragraph(catalog.mail_hello_names({ names: namesInWords(namesOf(to), to.locale) }, locale)),
      paragraph(catalog.mail_swaps_closed_with_night_body({ night: closed, reason: event.reason }, locale)),
      button(club, catalog.mail_see_my_duties({}, locale), `${clubUrl}/my-duties`),
    ]);
  },
};
