import { catalog, formatDanceDate, mailNightMessages } from '@club/shared';
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
    const locale = { locale: to.locale };
    const name = (await nameOf(db, event.member_id)) ?? catalog.mail_vacancy_a_squarehead({}, locale);
    const night = formatDanceDate(event.dance_date, to.locale);
    const current = event.schedule_type === 'current';
    const schedule = current
      ? catalog.mail_vacancy_current_schedule({}, locale)
      : catalog.mail_vacancy_next_schedule({}, locale);
    const path = current ? '/current-schedule' : '/next-schedule';
    const admin = event.acted_by?.name;
    const choice =
      event.choice === 'ask_others'
        ? admin
          ? catalog.mail_vacancy_asked_others_by({ admin, count: event.offered }, locale)
          : catalog.mail_vacancy_asked_others({ count: event.offered }, locale)
        : admin
          ? catalog.mail_vacancy_assign_someone({}, locale)
          : catalog.mail_vacancy_asked_admins({}, locale);
    return layout(club, catalog.mail_vacancy_subject({ name, night, club: club.club_name }, locale), [
      paragraph(
        admin
          ? catalog.mail_vacancy_said_for({ admin, name, night }, locale)
          : catalog.mail_vacancy_cant_serve({ name, night }, locale),
      ),
      ...(event.reason ? [paragraph(mailNightMessages(to.locale).theyWrote(event.reason))] : []),
      paragraph(choice),
      paragraph(catalog.mail_vacancy_until_then({ schedule }, locale)),
      button(club, catalog.mail_vacancy_open_schedule({ schedule }, locale), `${clubUrl}${path}`),
    ]);
  },
};
