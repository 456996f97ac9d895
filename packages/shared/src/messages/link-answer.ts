import { catalog, type Locale } from '../catalog.js';

/**
 * Issue 25: an e-mailed answer link acts for one member, one night and one answer, and only on a tap; and replacing
 * a published next schedule is said out loud first (not in SPEC §8; they follow its tone). In the reader's language
 * (issue 29).
 */
export function linkAnswerMessages(locale: Locale) {
  const to = { locale };
  return {
    reasonTooLong: (max: number) => catalog.answer_reason_too_long({ max }, to),
    pageTitle: catalog.answer_page_title({}, to),
    forMember: (name: string) => catalog.answer_for_member({ name }, to),
    confirmQuestion: catalog.answer_confirm_question({}, to),
    confirmButton: catalog.answer_confirm_button({}, to),
    declineQuestion: catalog.answer_decline_question({}, to),
    declineReasonLabel: catalog.answer_decline_reason_label({}, to),
    declineChoiceLabel: catalog.answer_decline_choice_label({}, to),
    declineAskOthers: catalog.answer_decline_ask_others({}, to),
    declineTellAdmins: catalog.answer_decline_tell_admins({}, to),
    declineButton: catalog.answer_decline_button({}, to),
    alreadyAnswered: (state: 'confirmed' | 'declined') =>
      state === 'confirmed' ? catalog.answer_already_confirmed({}, to) : catalog.answer_already_declined({}, to),
    servingWith: (names: string) => catalog.answer_serving_with({ names }, to),
    nobodyElse: catalog.answer_nobody_else({}, to),
    linkSignedInNote: catalog.answer_link_signed_in_note({}, to),
    householdQuestion: (name: string, date: string) => catalog.answer_household_question({ name, date }, to),
    householdServes: (name: string) => catalog.answer_household_serves({ name }, to),
    householdCantEither: (name: string) => catalog.answer_household_cant_either({ name }, to),
  };
}

/** In English, as every reader gets it until clubs and members have a language (issue 29 point 4). */
export const LINK_ANSWER_MESSAGES = linkAnswerMessages('en');
