import { formatDanceDate } from '../../../lib/calendar.js';
import type { NightRestoredEvent } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { layout, paragraph } from '../layout.js';
import { namesOf } from '../recipients.js';
import type { Template } from '../template.js';
import { nightNoticeRecipients } from './night-notice.js';

/** Decision 036: a cancelled night is on again after all, with its squareheads as they were. */
export const nightRestoredTemplate: Template<NightRestoredEvent> = {
  holdsOneTimeLinks: false,
  recipients: (db, event) => nightNoticeRecipients(db, event.notify, event.squarehead_ids),
  render({ club }, event, to) {
    const night = formatDanceDate(event.dance_date);
    return layout(club, `Back on: ${club.club_name} on ${night}`, [
      paragraph(`Hello ${namesInWords(namesOf(to))},`),
      paragraph(`The dance night on ${night} is on again after all.`),
      paragraph(
        event.notify === 'squareheads'
          ? 'You are on squarehead duty that night, as before. Thank you!'
          : 'We hope to see you there!',
      ),
    ]);
  },
};
