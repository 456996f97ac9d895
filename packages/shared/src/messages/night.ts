import { emailsToMembers } from './counts.js';
import { MAIL_NIGHT_MESSAGES } from './mail.js';

/** Issue 19 texts of a dance night's details and its cancellation (not in SPEC §8; they follow its tone). */
export const NIGHT_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or less`,
  oneLine: (label: string) => `${label} must be a single line`,
  clockTime: (label: string) => `${label} must be a time such as 19:30, or empty`,
  reasonRequired: 'Please say why the night is cancelled.',
  notifyRequired: 'Choose who to tell: the squareheads or all members.',
  restoreNotifyInvalid: 'Choose who to tell: the squareheads, all members or nobody.',
  cancelledLine: (reason: string) => `CANCELLED — ${reason}`,
  cancelledBadge: 'CANCELLED',
  alreadyCancelled: 'That night is already cancelled.',
  notCancelled: 'That night is not cancelled.',
  cancelled: (date: string, emails: number, members: number) =>
    emails === 0 ? `${date} is cancelled.` : `${date} is cancelled. ${emailsToMembers(emails, members)} on the way.`,
  uncancelled: (date: string) => `${date} is back on the schedule.`,
  cancelFailed: 'Failed to cancel the night. Please try again.',
  uncancelFailed: 'Failed to restore the night. Please try again.',
  swapOnCancelledNight: 'That night is cancelled; there is nothing to hand over.',
  /** The e-mails' words (issue 29: each recipient's language there); English here, as the SPEC's tests read it. */
  noOthersServing: MAIL_NIGHT_MESSAGES.noOthersServing,
} as const;
