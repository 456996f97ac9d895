import { catalog, formatDanceDate } from '@club/shared';
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
    const locale = { locale: to.locale };
    const night = formatDanceDate(event.dance_date, to.locale);
    return layout(club, catalog.mail_restored_subject({ club: club.club_name, night }, locale), [
      paragraph(catalog.mail_hello_names({ names: namesInWords(namesOf(to), to.locale) }, locale)),
      paragraph(catalog.mail_restored_body({ night }, locale)),
      paragraph(
        event.notify === 'squareheads'
          ? catalog.mail_restored_squareheads({}, locale)
          : catalog.mail_restored_members({}, locale),
      ),
    ]);
  },
};
