import { catalog, type Locale } from '../catalog.js';
import { emailsToMembers } from './counts.js';
import { nightInWords } from '../utils/dance-date.js';

/** What the pages say of answers (issue 19 part 3), in the reader's language (issue 29). */
export function confirmPageMessages(locale: Locale) {
  const to = { locale };
  return {
    linkInvalid: catalog.answer_link_invalid({}, to),
    publishFailed: catalog.answer_publish_failed({}, to),
    answerFailed: catalog.answer_save_failed({}, to),
    badge: {
      waiting: catalog.answer_badge_waiting({}, to),
      confirmed: catalog.answer_badge_confirmed({}, to),
      declined: catalog.answer_badge_declined({}, to),
    },
  };
}

/** Issue 19 part 3; apart from the confirmation schemas so pages show them without zod (issue 18). */
export const CONFIRM_MESSAGES = {
  confirmed: (date: string) => `Thanks — you're confirmed for ${nightInWords(date)}.`,
  confirmedFor: (name: string, date: string) => `${name} is confirmed for ${nightInWords(date)}.`,
  declinedToldAdmins: (date: string) =>
    `We've told the admins you can't make it on ${nightInWords(date)}; they will find a replacement.`,
  declinedAskedOthers: (date: string, offered: number) =>
    `We've told the admins you can't make it on ${nightInWords(date)}, and asked ${offered === 1 ? '1 member' : `${offered} members`} to take it.`,
  declinedFor: (name: string, date: string) =>
    `${name} can't make it on ${nightInWords(date)}; the night needs a replacement.`,
  notOnNight: 'You are not on duty that night.',
  memberNotOnNight: 'That member is not on duty that night.',
  notPublished: 'That schedule has not been published yet.',
  cancelledNight: 'That night is cancelled; there is nothing to confirm.',
  pastNight: 'That night has already passed.',
  onlyAdminsForOthers: 'Only administrators can answer for another member.',
  noNextSchedule: 'There is no next schedule to publish.',
  nobodyAssigned: 'Nobody is assigned on the next schedule yet: assign squareheads before publishing.',
  published: (emails: number, members: number, nights: number) =>
    members === 0
      ? 'Published. Everyone already has their nights: no e-mails were needed.'
      : `Published. ${emailsToMembers(emails, members)} about ${nights === 1 ? '1 night' : `${nights} nights`} on the way.`,
  publishedUnsent: (mailServerSet: boolean) =>
    mailServerSet
      ? 'Published, but the e-mails could not be sent. The squareheads can still answer on My duties; Publish changes tries again.'
      : 'Published, but no mail server is set up, so nobody was e-mailed. The squareheads can answer on My duties.',
  ...confirmPageMessages('en'),
} as const;
