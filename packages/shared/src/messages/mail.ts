import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';

/** What an e-mail was about, by the kind the outbox records, in the reader's language. */
function mailKindLabels(locale: Locale): Record<string, string> {
  const to = { locale };
  return {
    signInLinks: catalog.adm_a_mail_kind_sign_in_links({}, to),
    reminder: catalog.adm_a_mail_kind_reminder({}, to),
    asked: catalog.adm_a_mail_kind_asked({}, to),
    removed: catalog.adm_a_mail_kind_removed({}, to),
    answeredFor: catalog.adm_a_mail_kind_answered_for({}, to),
    actedFor: catalog.adm_a_mail_kind_acted_for({}, to),
    vacancy: catalog.adm_a_mail_kind_vacancy({}, to),
    swapOffered: catalog.adm_a_mail_kind_swap_offered({}, to),
    swapClosed: catalog.adm_a_mail_kind_swap_closed({}, to),
    swapsClosedWithNight: catalog.adm_a_mail_kind_swaps_closed_with_night({}, to),
    nightCancelled: catalog.adm_a_mail_kind_night_cancelled({}, to),
    nightRestored: catalog.adm_a_mail_kind_night_restored({}, to),
    scheduleReplaced: catalog.adm_a_mail_kind_schedule_replaced({}, to),
    signedUp: catalog.adm_a_mail_kind_signed_up({}, to),
  };
}

/**
 * Issue 29: what the server answers or records about an e-mail of the outbox, in the reader's language. Texts only,
 * so inLocale can find an English answer (an error, or a failure's last error kept in English) among them.
 */
export function mailAnswerMessages(locale: Locale) {
  const to = { locale };
  return {
    retried: catalog.adm_a_mail_retried({}, to),
    notFailed: catalog.adm_a_mail_not_failed({}, to),
    notRetryable: catalog.adm_a_mail_not_retryable({}, to),
    messageNotFound: catalog.adm_a_mail_message_not_found({}, to),
    batchNotFound: catalog.adm_a_mail_batch_not_found({}, to),
    expired: catalog.adm_a_mail_expired({}, to),
    contentLost: catalog.adm_a_mail_content_lost({}, to),
  };
}

/**
 * Decision 044: e-mails leave through the outbox; the progress line of a batch and the Admin page's list of failures,
 * in the reader's language (issue 29).
 */
export function mailMessages(locale: Locale) {
  const to = { locale };
  let kindLabels: Record<string, string> | undefined;
  return {
    ...mailAnswerMessages(locale),
    sending: (sent: number, total: number) => catalog.adm_a_mail_sending({ sent, total }, to),
    allSent: (total: number) => catalog.adm_a_mail_all_sent({ total }, to),
    someFailed: (failed: number, total: number) => catalog.adm_a_mail_some_failed({ failed, total }, to),
    progressLabel: catalog.adm_a_mail_progress_label({}, to),
    progressUnavailable: catalog.adm_a_mail_progress_unavailable({}, to),
    failedTitle: catalog.adm_a_mail_failed_title({}, to),
    failedIntro: catalog.adm_a_mail_failed_intro({}, to),
    failedTableLabel: catalog.adm_a_mail_failed_table({}, to),
    tryAgain: catalog.adm_a_mail_try_again({}, to),
    retryFailed: catalog.adm_a_mail_retry_failed({}, to),
    /** What an e-mail was about, in the list of failures. */
    kindLabel: (kind: string) => (kindLabels ??= mailKindLabels(locale))[kind] ?? kind,
  };
}

/** In English, for the server's answers and the SPEC's tests. */
export const MAIL_MESSAGES = mailMessages(BASE_LOCALE);

/**
 * Issue 25: how every e-mail about a night labels its details, and the answer buttons of the confirm e-mail; in the
 * recipient's language (issue 29).
 */
export function mailNightMessages(locale: Locale) {
  const to = { locale };
  return {
    time: catalog.mail_night_time({}, to),
    place: catalog.mail_night_place({}, to),
    caller: catalog.mail_night_caller({}, to),
    cuer: catalog.mail_night_cuer({}, to),
    program: catalog.mail_night_program({}, to),
    theme: catalog.mail_night_theme({}, to),
    alsoServing: catalog.mail_night_also_serving({}, to),
    noOthersServing: catalog.mail_night_no_others_serving({}, to),
    willBeThere: catalog.mail_night_will_be_there({}, to),
    cantMakeIt: catalog.mail_night_cant_make_it({}, to),
    /** An administrator named in the e-mail their act for a member caused. */
    askedFor: (admin: string, member: string) => catalog.mail_night_asked_for({ admin, member }, to),
    /** Issue 25: the reason a member gave on the answer link's page when declining. */
    theyWrote: (reason: string) => catalog.mail_night_they_wrote({ reason }, to),
  };
}

/** In English, as the SPEC's tests read it. */
export const MAIL_NIGHT_MESSAGES = mailNightMessages('en');
