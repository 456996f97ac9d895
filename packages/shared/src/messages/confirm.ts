import { emailsToMembers } from './counts.js';
import { nightInWords } from '../utils/dance-date.js';

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
  linkInvalid:
    'This link has already been used or has expired. You can still confirm or decline your nights on My duties.',
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
  publishFailed: 'Failed to publish the schedule. Please try again.',
  answerFailed: 'Failed to save your answer. Please try again.',
  badge: { waiting: 'Waiting for an answer', confirmed: 'Confirmed', declined: 'Declined' },
} as const;
