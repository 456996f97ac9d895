import { catalog, formatDanceDate } from '@club/shared';
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
    const locale = { locale: to.locale };
    const night = formatDanceDate(event.dance_date, to.locale);
    return layout(club, catalog.mail_cancelled_subject({ club: club.club_name, night }, locale), [
      paragraph(catalog.mail_hello_names({ names: namesInWords(namesOf(to), to.locale) }, locale)),
      paragraph(catalog.mail_cancelled_body({ night, reason: event.reason }, locale)),
      paragraph(
        event.notify === 'squareheads'
          ? catalog.mail_cancelled_squareheads({}, locale)
          : catalog.mail_cancelled_members({}, locale),
      ),
    ]);
  },
};
