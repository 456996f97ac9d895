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

/**
 * Issue 19 part 2: why a member may not take or give back a night (not in SPEC §8; they follow its tone), in the
 * reader's language (issue 29). The plain texts are found by `inLocale`; the server raises the ones with a name with
 * their German beside them.
 */
export function signupErrorMessages(locale: Locale) {
  const to = { locale };
  return {
    turnedOff: catalog.srv29_signup_turned_off({}, to),
    notYourself: catalog.srv29_signup_not_yourself({}, to),
    notSchedulable: catalog.srv29_signup_not_schedulable({}, to),
    cancelled: catalog.srv29_signup_cancelled({}, to),
    boardNight: catalog.srv29_signup_board_night({}, to),
    full: catalog.srv29_signup_full({}, to),
    notEnoughRoom: catalog.srv29_signup_not_enough_room({}, to),
    notAssignable: (name: string) => catalog.srv29_signup_not_assignable({ name }, to),
    /** `reason` is `unavailabilityInWords` in the same language. */
    unavailable: (name: string, reason: string) => catalog.srv29_signup_unavailable({ name, reason }, to),
    alreadyServes: (name: string) => catalog.srv29_signup_already_serves({ name }, to),
    tooMany: (name: string, max: number) => catalog.srv29_signup_too_many({ name, max }, to),
    noPartner: catalog.srv29_signup_no_partner({}, to),
    notSelfChosen: catalog.srv29_signup_not_self_chosen({}, to),
    tooLateToGiveBack: catalog.srv29_signup_too_late_to_give_back({}, to),
  };
}

/** In English: the refusals, the web app's texts and the confirmation e-mail, for the tests that name them. */
export const SIGNUP_MESSAGES = {
  ...signupErrorMessages('en'),
  ...signupWebMessages('en'),
  ...signupMailMessages('en'),
} as const;
