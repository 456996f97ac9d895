import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';

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

/**
 * Issue 19 part 7: an administrator does for a member who called the club what the member could do in the app; the
 * page's words in the reader's language (issue 29).
 */
export function actingMessages(locale: Locale) {
  const to = { locale };
  return {
    onlyAdminsForOthers: catalog.away_b_only_admins_for_others({}, to),
    menuLabel: catalog.away_b_acting_menu_label({}, to),
    menuNameOn: (date: string) => catalog.away_b_acting_menu_name_on({ date }, to),
    menuNameOf: (date: string) => catalog.away_b_acting_menu_name_of({ date }, to),
    confirmFor: (name: string) => catalog.away_b_acting_confirm_for({ name }, to),
    cantServeFor: (name: string) => catalog.away_b_acting_cant_serve_for({ name }, to),
    askCoverFor: (name: string) => catalog.away_b_acting_ask_cover_for({ name }, to),
    cantServeTitle: (name: string, date: string) => catalog.away_b_acting_cant_serve_title({ name, date }, to),
    cantServeQuestion: (name: string) => catalog.away_b_acting_cant_serve_question({ name }, to),
    askCoverTitle: (name: string, date: string) => catalog.away_b_acting_ask_cover_title({ name, date }, to),
    askCoverIntro: (name: string) => catalog.away_b_acting_ask_cover_intro({ name }, to),
    askCover: catalog.away_b_acting_ask_cover({}, to),
    keepDuty: catalog.away_b_acting_keep_duty({}, to),
    close: catalog.away_b_acting_close({}, to),
    toldMember: (name: string) => catalog.away_b_acting_told_member({ name }, to),
    saveFailed: catalog.away_b_acting_save_failed({}, to),
  };
}

/** The refusal the server raises in English, for inLocale to answer its caller in their language. */
export function actingErrorMessages(locale: Locale) {
  return { onlyAdminsForOthers: actingMessages(locale).onlyAdminsForOthers };
}

/** In English, for the server code that raises these texts and the tests that name them. */
export const ACTING_MESSAGES = {
  ...actingMessages(BASE_LOCALE),
  ...actingMailMessages(BASE_LOCALE),
} as const;
