import { actingMailMessages, awayChangeInWords, catalog, formatDanceDate, type Locale } from '@club/shared';
import type { ActedForEvent, ActedForNotice } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { button, layout, paragraph } from '../layout.js';
import { byInbox, findPeople } from '../recipients.js';
import type { Template } from '../template.js';

/** The headline and the lines of what was done, in the member's language. */
function noticeWords(admin: string, notice: ActedForNotice, locale: Locale): { subject: string; lines: string[] } {
  const words = actingMailMessages(locale);
  switch (notice.kind) {
    case 'night': {
      const night = formatDanceDate(notice.dance_date, locale);
      return {
        subject: words.markedForYou(admin),
        lines: [notice.available ? words.canServeLine(night) : words.unavailableLine(night)],
      };
    }
    case 'cantServe': {
      const next = notice.choice === 'ask_others' ? words.askedOthersLine(notice.offered) : words.toldAdminsLine;
      return {
        subject: words.markedForYou(admin),
        lines: [`${words.cantServeLine(formatDanceDate(notice.dance_date, locale))}. ${next}`],
      };
    }
    case 'away': {
      const inWords = (entry: (typeof notice.added)[number]) =>
        typeof entry === 'string' ? entry : awayChangeInWords(entry, locale);
      return {
        subject: words.markedForYou(admin),
        lines: [
          ...notice.removed.map((entry) => words.awayRemovedLine(inWords(entry))),
          ...notice.added.map((entry) => words.awayAddedLine(inWords(entry))),
        ],
      };
    }
    case 'askedCover':
      return {
        subject: words.askedCoverForYou(admin),
        lines: [words.askedCoverLine(formatDanceDate(notice.dance_date, locale), notice.offered)],
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
    const words = actingMailMessages(to.locale);
    const names = namesInWords(
      to.people.map((person) => person.first_name),
      to.locale,
    );
    return layout(club, `${subject} – ${club.club_name}`, [
      paragraph(catalog.mail_hello_names({ names }, { locale: to.locale })),
      paragraph(`${subject}:\n${lines.join('\n')}`),
      paragraph(words.notRight(event.admin.name)),
      button(club, words.openMyDuties, `${clubUrl}/my-duties`),
    ]);
  },
};
