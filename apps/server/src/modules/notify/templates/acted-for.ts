import { ACTING_MESSAGES, formatDanceDate, type Locale } from '@club/shared';
import type { ActedForEvent, ActedForNotice } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { button, layout, paragraph } from '../layout.js';
import { byInbox, findPeople } from '../recipients.js';
import type { Template } from '../template.js';

/** The headline and the lines of what was done, in the words of ACTING_MESSAGES. */
function noticeWords(admin: string, notice: ActedForNotice, locale: Locale): { subject: string; lines: string[] } {
  switch (notice.kind) {
    case 'night': {
      const night = formatDanceDate(notice.dance_date, locale);
      return {
        subject: ACTING_MESSAGES.markedForYou(admin),
        lines: [notice.available ? ACTING_MESSAGES.canServeLine(night) : ACTING_MESSAGES.unavailableLine(night)],
      };
    }
    case 'cantServe': {
      const next =
        notice.choice === 'ask_others'
          ? ACTING_MESSAGES.askedOthersLine(notice.offered)
          : ACTING_MESSAGES.toldAdminsLine;
      return {
        subject: ACTING_MESSAGES.markedForYou(admin),
        lines: [`${ACTING_MESSAGES.cantServeLine(formatDanceDate(notice.dance_date, locale))}. ${next}`],
      };
    }
    case 'away':
      return {
        subject: ACTING_MESSAGES.markedForYou(admin),
        lines: [
          ...notice.removed.map(ACTING_MESSAGES.awayRemovedLine),
          ...notice.added.map(ACTING_MESSAGES.awayAddedLine),
        ],
      };
    case 'askedCover':
      return {
        subject: ACTING_MESSAGES.askedCoverForYou(admin),
        lines: [ACTING_MESSAGES.askedCoverLine(formatDanceDate(notice.dance_date, locale), notice.offered)],
      };
  }
}

/**
 * Decision 040: the members an administrator acted for (the member, and their partner when a change covers both)
 * are told what was done and by whom, one e-mail per shared address.
 */
export const actedForTemplate: Template<ActedForEvent> = {
  holdsOneTimeLinks: false,
  async recipients(db, event) {
    return byInbox(await findPeople(db, event.member_ids));
  },
  render({ club, clubUrl }, event, to) {
    const { subject, lines } = noticeWords(event.admin.name, event.notice, to.locale);
    return layout(club, `${subject} – ${club.club_name}`, [
      paragraph(
        `Hello ${namesInWords(
          to.people.map((person) => person.first_name),
          to.locale,
        )},`,
      ),
      paragraph(`${subject}:\n${lines.join('\n')}`),
      paragraph(`If this is not right, call ${event.admin.name} or change it yourself in the app.`),
      button(club, 'Open My duties', `${clubUrl}/my-duties`),
    ]);
  },
};
