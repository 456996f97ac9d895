import { plural } from './counts.js';

/** SPEC §5 schedule rules and §8 schedule texts. */
export const SCHEDULE_MESSAGES = {
  nameRequired: 'Schedule name is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be on or after start date',
  singleDateWarning: 'This will add a single dance date (club day validation bypassed)',
  pastStartWarning: 'Start date is in the past - this schedule will contain historical dates',
  sameSquarehead: 'Cannot assign the same person to multiple squarehead positions',
  partnerWarning: (member: string, partner: string) => `${member} prefers to be paired with their partner ${partner}`,
  fifthWednesdayLine: 'The RJ Board for 5TH Wednesday!',
  unassignedLine: 'Unassigned',
  clipboardNote: (notes: string) => `Note: ${notes}`,
  boardNight: 'Board night',
  noNextSchedule: 'No next schedule to work on. Create one first.',
  nothingToPromote: 'There is no next schedule to promote.',
  createdMeanwhile:
    'Another next schedule was being created at the same moment. Reload to see it, then try again if you still want yours.',
  assignmentNotFound: 'Assignment not found',
  squareheadNotAssignable: 'Only assignable members can take squarehead duty.',
  created: (count: number) => `Schedule created with ${count} assignments!`,
  createFailed: 'Failed to create schedule. Please try again.',
  datesAdded: (count: number) => `Added ${count} new dates to schedule successfully`,
  addDatesFailed: 'Failed to add dates to schedule',
  assignmentUpdated: 'Assignment updated successfully!',
  assignmentUpdateFailed: 'Failed to update assignment. Please try again.',
  assignmentDeleted: 'Assignment deleted successfully',
  assignmentDeleteFailed: 'Failed to delete assignment',
  promoted: 'Schedule promoted to current successfully!',
  promoteFailed: 'Failed to promote schedule. Please try again.',
  copied: 'Schedule copied to clipboard!',
  copyFailed: 'Failed to copy schedule to clipboard',
  nothingToCopy: 'No schedule data to copy',
} as const;

export const SCHEDULE_REPLACE_MESSAGES = {
  wouldReplace: (nights: number, confirmations: number, signups: number) =>
    `A published next schedule exists. Creating a new one replaces it and loses ${plural(nights, 'night')}, ${plural(confirmations, 'confirmation')} and ${plural(signups, 'sign-up')}. Send replace: true to replace it anyway.`,
  replaced: (name: string, members: number) =>
    `Replaced the published schedule “${name}”.` +
    (members === 0
      ? ''
      : ` ${plural(members, 'member')} who had confirmed ${members === 1 ? 'is' : 'are'} being told.`),
  /** The web dialog's words for the same counts: the admin answers with a button, not with `replace: true`. */
  wouldLose: (name: string, nights: number, confirmations: number, signups: number) =>
    `“${name}” is published. Replacing it loses ${plural(nights, 'night')}, ${plural(confirmations, 'confirmation')} and ${plural(signups, 'sign-up')}; the members who confirmed are told by e-mail.`,
  confirmReplaceTitle: 'Replace the published schedule?',
  confirmReplaceButton: 'Replace it',
} as const;
