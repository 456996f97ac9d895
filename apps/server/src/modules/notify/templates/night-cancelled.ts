import { formatDanceDate } from '../../../lib/calendar.js';
import type { NightCancelledEvent } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { layout, paragraph } from '../layout.js';
import { namesOf } from '../recipients.js';
import type { Template } from '../template.js';
import { nightNoticeRecipients } from './night-notice.js';

/** Decision 036: the night is off, with the reason; one e-mail per inbox, naming everyone it is for. */
export const nightCancelledTemplate: Template<NightCancelledEvent> = {
  holdsOneTimeLinks: false,
  recipients: (db, event) => nightNoticeRecipients(db, event.notify, event.squarehead_ids),
  render({ club }, event, to) {
    const night = formatDanceDate(event.dance_date);
    return layout(club, `Cancelled: ${club.club_name} on ${night}`, [
      paragraph(`Hello ${namesInWords(namesOf(to))},`),
      paragraph(`The dance night on ${night} is cancelled: ${event.reason}.`),
      paragraph(
        event.notify === 'squareheads'
          ? 'You were on squarehead duty that night; you need not come. Thank you!'
          : 'There is no dance that night. We hope to see you at the next one!',
      ),
    ]);
  },
};
