import { BASE_LOCALE, catalog, type Locale } from './catalog.js';
import { FIRST_DATE_YEAR, LAST_DATE_YEAR } from './constants.js';

// SPEC §8 texts that users see, quoted exactly. Server and web import them from here so tests can assert them.
// The texts of every page and of the sign-in page; apart from the rest (messages.ts re-exports them) so the web app's
// first script carries only these (issue 18: a module lands whole in one chunk). Issue 29 (decision 092): a build
// of one language carries only its own text of each.

/** The common texts in the reader's language; the envelope's own errors share errorMessages' keys. */
export function commonMessages(locale: Locale) {
  const to = { locale };
  const dateOutOfRange = (first: number, last: number) => catalog.com_date_out_of_range({ first, last }, to);
  return {
    authRequired: catalog.error_auth_required({}, to),
    invalidToken: catalog.error_invalid_token({}, to),
    loginLinkInvalid: catalog.com_login_link_invalid({}, to),
    loginLinkRequestAgain: catalog.com_login_link_request_again({}, to),
    /** Issue 17: an old link opened again where the member is still signed in. */
    loginLinkUsedStillSignedIn: (name: string) => catalog.com_login_link_used_still_signed_in({ name }, to),
    loginLinkSentAnswer: catalog.com_login_link_sent_answer({}, to),
    tooManyLinkRequests: catalog.com_too_many_link_requests({}, to),
    invalidServerResponse: catalog.com_invalid_server_response({}, to),
    invalidResponseStructure: catalog.com_invalid_response_structure({}, to),
    tokenValidationFailed: catalog.com_token_validation_failed({}, to),
    sendLinkFailed: catalog.com_send_link_failed({}, to),
    unknownError: catalog.com_unknown_error({}, to),
    networkError: catalog.com_network_error({}, to),
    fallbackError: catalog.com_fallback_error({}, to),
    validationFailed: catalog.error_validation_failed({}, to),
    dateOutOfRange,
    /** The date schema's own range as a text, so `inLocale` finds the message the schema raises. */
    dateOutOfDateRange: dateOutOfRange(FIRST_DATE_YEAR, LAST_DATE_YEAR),
    brokenCharacter: catalog.com_broken_character({}, to),
    brokenCharacterField: catalog.com_broken_character_field({}, to),
    notFound: catalog.com_not_found({}, to),
    /** Issue 28: a deployment of many clubs has no open club at this path or host. */
    noClubHere: catalog.error_no_club_here({}, to),
    noClubHereTitle: catalog.com_no_club_here_title({}, to),
    /** Issue 26: a path part longer than the server reads (rest/framework-errors.ts). */
    pathPartTooLong: (max: number) => catalog.com_path_part_too_long({ max }, to),
    badUrl: catalog.com_bad_url({}, to),
    /** Fastify's own refusals of a body, in its exact English, so that inLocale finds them for a German caller. */
    bodyNotJson: catalog.com_body_not_json({}, to),
    bodyEmptyJson: catalog.com_body_empty_json({}, to),
    bodyTooLarge: catalog.com_body_too_large({}, to),
    bodyLengthMismatch: catalog.com_body_length_mismatch({}, to),
    unsupportedMediaType: catalog.com_unsupported_media_type({}, to),
    headersTooLarge: catalog.com_headers_too_large({}, to),
    requestTimeout: catalog.com_request_timeout({}, to),
    malformedRequest: catalog.com_malformed_request({}, to),
    serverError: catalog.error_server({}, to),
    databaseUnavailable: catalog.error_database_unavailable({}, to),
    /** Issue 26: two writes at once, and what this one needed was changed or removed by the other. */
    changedMeanwhile: catalog.error_changed_meanwhile({}, to),
    devLoginRefused: catalog.com_dev_login_refused({}, to),
    badHostHeader: catalog.com_bad_host_header({}, to),
    /** `action` in the same language: adminRequiredIn (messages/admin-actions.ts) gives a route's in its reader's. */
    adminRequired: (action: string) => catalog.com_admin_required({ action }, to),
    httpError: (status: number) => catalog.com_http_error({ status }, to),
    // Issue 18: shown by index.html itself before any script arrives, then by the app while a page's code loads.
    appLoading: catalog.com_app_loading({}, to),
    appLoadFailed: catalog.com_app_load_failed({}, to),
    // A dialog whose code has not arrived yet when its button is pressed (issue 18: dialogs are chunks of their own).
    dialogLoading: catalog.com_dialog_loading({}, to),
    appNeedsJavaScript: catalog.com_app_needs_javascript({}, to),
  };
}

/**
 * In English, for the server code that raises these texts and the tests that name them. Pure: a chunk that uses only
 * `commonMessages` leaves it out.
 */
export const MESSAGES = /* @__PURE__ */ commonMessages(BASE_LOCALE);
