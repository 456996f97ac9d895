import { catalog, type Locale } from '../catalog.js';
import { LOGIN_LINK_TTL_MINUTES } from '../constants.js';

/**
 * Issue 28: what an operator of a deployment of many clubs reads on /association and in its sign-in e-mail, and what
 * a member reads on the deployment's own sign-in page and e-mail (point 5: one e-mail with a link for each club), in
 * the reader's language (issue 29).
 */
export function associationMessages(locale: Locale) {
  const to = { locale };
  const ttl = { minutes: LOGIN_LINK_TTL_MINUTES };
  return {
    title: catalog.association_title({}, to),
    signInHeading: catalog.association_sign_in_heading({}, to),
    signInIntro: catalog.association_sign_in_intro({}, to),
    emailLabel: catalog.association_email_label({}, to),
    sendLink: catalog.association_send_link({}, to),
    linkSentAnswer: catalog.association_link_sent_answer(ttl, to),
    linkInvalid: catalog.association_link_invalid({}, to),
    signingIn: catalog.association_signing_in({}, to),
    operatorRequired: catalog.association_operator_required({}, to),
    notOperator: catalog.association_not_operator({}, to),
    mailSubject: catalog.association_mail_subject({}, to),
    mailIntro: catalog.association_mail_intro(ttl, to),
    mailIgnore: catalog.association_mail_ignore({}, to),
    signOut: catalog.association_sign_out({}, to),
    deploymentName: catalog.association_deployment_name({}, to),
    rootLoginHeading: catalog.association_root_login_heading({}, to),
    rootLoginIntro: catalog.association_root_login_intro({}, to),
    rootLoginSent: catalog.association_root_login_sent(ttl, to),
    rootLoginSubject: catalog.association_root_login_subject({}, to),
    rootLoginMailIntro: catalog.association_root_login_mail_intro(ttl, to),
    rootLoginLink: (club: string, member: string | null) =>
      member
        ? catalog.association_root_login_link_as_member({ club, member }, to)
        : catalog.association_root_login_link({ club }, to),
    clubsHeading: catalog.association_clubs_heading({}, to),
    noClubs: catalog.association_no_clubs({}, to),
    loadingClubs: catalog.association_loading_clubs({}, to),
    loadFailed: catalog.association_load_failed({}, to),
    tryAgain: catalog.association_try_again({}, to),
    suspendFailed: (name: string) => catalog.association_suspend_failed({ name }, to),
    columns: {
      club: catalog.association_column_club({}, to),
      address: catalog.association_column_address({}, to),
      members: catalog.association_column_members({}, to),
      nights: catalog.association_column_nights({}, to),
      lastActivity: catalog.association_column_last_activity({}, to),
      state: catalog.association_column_state({}, to),
      actions: catalog.association_column_actions({}, to),
    },
    open: catalog.association_open({}, to),
    suspended: catalog.association_suspended({}, to),
    never: catalog.association_never({}, to),
    suspend: catalog.association_suspend({}, to),
    resume: catalog.association_resume({}, to),
    suspendedNote: (name: string) => catalog.association_suspended_note({ name }, to),
    resumedNote: (name: string) => catalog.association_resumed_note({ name }, to),
    addHeading: catalog.association_add_heading({}, to),
    slugLabel: catalog.association_slug_label({}, to),
    nameLabel: catalog.association_name_label({}, to),
    timeZoneLabel: catalog.association_time_zone_label({}, to),
    localeLabel: catalog.association_locale_label({}, to),
    locales: { en: catalog.language_en({}, to), de: catalog.language_de({}, to) } satisfies Record<Locale, string>,
    mainAdminLabel: catalog.association_main_admin_label({}, to),
    addClub: catalog.association_add_club({}, to),
    added: (name: string) => catalog.association_added({ name }, to),
    addedMailed: (name: string, email: string) => catalog.association_added_mailed({ name, email }, to),
    copy: catalog.association_copy({}, to),
    copied: catalog.association_copied({}, to),
    addedPassOn: (name: string) => catalog.association_added_pass_on({ name }, to),
  };
}

/** In English, as every reader gets it until clubs and members have a language (issue 29 point 4). */
export const ASSOCIATION_MESSAGES = associationMessages('en');
