import { catalog, type Locale } from '../catalog.js';

/** The confirmation e-mail of a night taken, in the member's language (issue 29). */
export function signupMailMessages(locale: Locale) {
  const to = { locale };
  return {
    emailSubject: (club: string, date: string) => catalog.mail_signup_subject({ club, date }, to),
    youSignedUp: (date: string) => catalog.mail_signup_you_signed_up({ date }, to),
    greeting: (names: string) => catalog.mail_hello_names({ names }, to),
    signedYouUp: (who: string, date: string) => catalog.mail_signup_signed_you_up({ who, date }, to),
    giveBackHint: catalog.mail_signup_give_back_hint({}, to),
  };
}

/** Issue 19 part 2: members take an open slot of a night themselves (not in SPEC §8; they follow its tone). */
export const SIGNUP_MESSAGES = {
  turnedOff: 'Signing up for open nights is turned off for this club.',
  notYourself: 'Only an administrator can sign up another member.',
  notSchedulable: 'Only nights of the next schedule, or of the current one more than 48 hours away, can be taken.',
  cancelled: 'That night is cancelled.',
  boardNight: 'That night is the board’s night.',
  full: 'That night is already full.',
  notEnoughRoom: 'That night has only one open place: you cannot both take it.',
  notAssignable: (name: string) => `${name} is not on the squarehead list.`,
  unavailable: (name: string, reason: string) => `${name} cannot serve that night (${reason}).`,
  alreadyServes: (name: string) => `${name} already serves that night.`,
  tooMany: (name: string, max: number) =>
    `${name} already took ${max === 1 ? '1 night' : `${max} nights`} of this schedule themselves, the most allowed.`,
  noPartner: 'You have no partner on the club list to sign up with.',
  notSelfChosen: 'That night was not taken by signing up, so it cannot be given back here.',
  tooLateToGiveBack: 'A night can be given back only while it is more than 7 days away. Please ask an administrator.',
  // The web app.
  needYouTitle: 'Nights that need you',
  needYouIntro: 'These nights still have open squarehead places. Take one and it is yours.',
  noNightsNeedYou: 'No nights need you right now.',
  take: 'Take this night',
  takeWith: (partner: string) => `Take it with ${partner}`,
  taken: (date: string) => `You are on duty on ${date}. Thank you!`,
  takenTogether: (date: string, partner: string) => `You and ${partner} are on duty on ${date}. Thank you!`,
  takeFailed: 'Could not take the night. Please try again.',
  slotsLeft: (count: number) => (count === 1 ? '1 place left' : `${count} places left`),
  giveBack: 'Give it back',
  givenBack: (date: string) => `You gave back ${date}.`,
  giveBackFailed: 'Could not give the night back. Please try again.',
  signedUpMarker: 'signed up',
  signedUpTitle: 'Took this night themselves',
  selfChosen: 'You signed up',
  ...signupMailMessages('en'),
} as const;
