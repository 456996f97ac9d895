import { catalog, type Locale } from '../catalog.js';

/** Issue 19 part 2: what the web app says of the open nights a member takes, in the reader's language (issue 29). */
export function signupWebMessages(locale: Locale) {
  const to = { locale };
  return {
    needYouTitle: catalog.night_signup_need_you_title({}, to),
    needYouIntro: catalog.night_signup_need_you_intro({}, to),
    noNightsNeedYou: catalog.night_signup_no_nights_need_you({}, to),
    take: catalog.night_signup_take({}, to),
    takeWith: (partner: string) => catalog.night_signup_take_with({ partner }, to),
    taken: (date: string) => catalog.night_signup_taken({ date }, to),
    takenTogether: (date: string, partner: string) => catalog.night_signup_taken_together({ date, partner }, to),
    takeFailed: catalog.night_signup_take_failed({}, to),
    slotsLeft: (count: number) => catalog.night_signup_slots_left({ count }, to),
    giveBack: catalog.night_signup_give_back({}, to),
    givenBack: (date: string) => catalog.night_signup_given_back({ date }, to),
    giveBackFailed: catalog.night_signup_give_back_failed({}, to),
    signedUpMarker: catalog.night_signup_signed_up_marker({}, to),
    signedUpTitle: catalog.night_signup_signed_up_title({}, to),
    selfChosen: catalog.night_signup_self_chosen({}, to),
  };
}

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
  // The web app's, in English.
  ...signupWebMessages('en'),
  // The confirmation e-mail, in English.
  ...signupMailMessages('en'),
} as const;
