import { catalog, type Locale } from '../catalog.js';

/**
 * The member's e-mail names the administrator who acted for them and says what was done, in the member's language
 * (issue 29).
 */
export function actingMailMessages(locale: Locale) {
  const to = { locale };
  return {
    markedForYou: (admin: string) => catalog.mail_acting_marked_for_you({ admin }, to),
    askedCoverForYou: (admin: string) => catalog.mail_acting_asked_cover_for_you({ admin }, to),
    cantServeLine: (date: string) => catalog.mail_acting_cant_serve_line({ date }, to),
    canServeLine: (date: string) => catalog.mail_acting_can_serve_line({ date }, to),
    unavailableLine: (date: string) => catalog.mail_acting_unavailable_line({ date }, to),
    askedOthersLine: (count: number) => catalog.mail_acting_asked_others_line({ count }, to),
    toldAdminsLine: catalog.mail_acting_told_admins_line({}, to),
    askedCoverLine: (date: string, count: number) => catalog.mail_acting_asked_cover_line({ date, count }, to),
    awayAddedLine: (description: string) => catalog.mail_acting_away_added_line({ description }, to),
    awayRemovedLine: (description: string) => catalog.mail_acting_away_removed_line({ description }, to),
    notRight: (admin: string) => catalog.mail_acting_not_right({ admin }, to),
    openMyDuties: catalog.mail_open_my_duties({}, to),
  };
}

/** Issue 19 part 7: an administrator does for a member who called the club what the member could do in the app. */
export const ACTING_MESSAGES = {
  onlyAdminsForOthers: 'Only administrators can do this for another member.',
  menuLabel: 'For a squarehead…',
  menuNameOn: (date: string) => `For a squarehead… on ${date}`,
  menuNameOf: (date: string) => `For a squarehead of ${date}`,
  confirmFor: (name: string) => `Confirm — for ${name}`,
  cantServeFor: (name: string) => `Can't serve — for ${name}…`,
  askCoverFor: (name: string) => `Ask for cover — for ${name}…`,
  cantServeTitle: (name: string, date: string) => `${name} can't serve on ${date}`,
  cantServeQuestion: (name: string) =>
    `${name} is one of the squareheads that night. Should other members be asked to take it, or will the administrators find someone?`,
  askCoverTitle: (name: string, date: string) => `Ask for cover for ${name} on ${date}`,
  askCoverIntro: (name: string) =>
    `Other members are offered the night as if ${name} had asked; ${name} stays on it until someone takes it and gets an e-mail saying you asked.`,
  askCover: 'Ask for cover',
  keepDuty: 'Keep them on the night',
  close: 'Close',
  toldMember: (name: string) => `${name} was e-mailed what you did for them.`,
  saveFailed: 'Failed to save. Please try again.',
  ...actingMailMessages('en'),
} as const;
