import { formatDanceDate, MAIL_NIGHT_MESSAGES } from '@club/shared';
import type { VacancyEvent } from '../../../lib/events.js';
import { mailbox } from '../../../lib/inbox.js';
import { button, layout, paragraph } from '../layout.js';
import { administrators, byInbox, findPeople, nameOf } from '../recipients.js';
import type { Template } from '../template.js';

/**
 * Decision 031, to the administrators: who cannot serve which night, what they chose, and where to replace them. One
 * e-mail per administrator's address, none to the member's own inbox: they know. An administrator who said it for the
 * member is named ("Pat Kowalski said for Carol Day…") and not e-mailed about their own act (issue 25).
 */
export const vacancyTemplate: Template<VacancyEvent> = {
  holdsOneTimeLinks: false,
  // Issue 25: one notice per night and administrator per window, however often the night is declined and taken back.
  throttle: {
    key: (event) => `vacancy:${event.dance_date}`,
    windowMinutes: (settings) => settings.vacancy_notice_minutes,
  },
  async recipients(db, event) {
    // Issue 25: nor the inbox of the administrator who said it for the member: they know too.
    const knowing = await findPeople(db, [event.member_id, ...(event.acted_by ? [event.acted_by.id] : [])]);
    const known = new Set(knowing.map((person) => mailbox(person.email)));
    return byInbox((await administrators(db)).filter((admin) => !known.has(mailbox(admin.email))));
  },
  async render({ db, club, clubUrl }, event, to) {
    const name = (await nameOf(db, event.member_id)) ?? 'A squarehead';
    const night = formatDanceDate(event.dance_date, to.locale);
    const schedule = event.schedule_type === 'current' ? 'Current Schedule' : 'Next Schedule';
    const path = event.schedule_type === 'current' ? '/current-schedule' : '/next-schedule';
    const choice =
      event.choice === 'ask_others'
        ? `${event.acted_by ? `${event.acted_by.name} asked` : 'They asked'} other members to take it (${event.offered === 1 ? '1 member was' : `${event.offered} members were`} e-mailed). The night is filled when someone accepts, or when you assign someone else.`
        : event.acted_by
          ? 'Please assign someone else to the night.'
          : 'They asked the administrators to find a replacement: please assign someone else to the night.';
    return layout(club, `${name} can't serve on ${night} – ${club.club_name}`, [
      paragraph(
        event.acted_by
          ? `${MAIL_NIGHT_MESSAGES.saidFor(event.acted_by.name, name)} that they can't serve as squarehead on ${night}.`
          : `${name} is on duty as squarehead on ${night} but has said they can't serve that night.`,
      ),
      ...(event.reason ? [paragraph(MAIL_NIGHT_MESSAGES.theyWrote(event.reason))] : []),
      paragraph(choice),
      paragraph(`Until then the night shows as "Needs replacement" on the ${schedule}.`),
      button(club, `Open the ${schedule}`, `${clubUrl}${path}`),
    ]);
  },
};
