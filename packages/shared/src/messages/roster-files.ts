import { catalog, type Locale } from '../catalog.js';
import type { MEMBER_STATUSES, ROLES } from '../constants.js';

/** SPEC §8 export texts, in the reader's language (issue 29). */
export function exportMessages(locale: Locale) {
  const to = { locale };
  return {
    csvSuccess: (file: string) => catalog.files_export_csv_success({ file }, to),
    invalidResponse: catalog.files_export_invalid_response({}, to),
    invalidData: catalog.files_export_invalid_data({}, to),
    authRequired: catalog.files_export_auth_required({}, to),
    failed: catalog.files_export_failed({}, to),
    processFailed: catalog.files_export_process_failed({}, to),
    pdfSuccess: (file: string) => catalog.files_export_pdf_success({ file }, to),
    pdfFailed: catalog.files_export_pdf_failed({}, to),
  };
}

/** SPEC §5 CSV import client checks and §8 import texts, in the reader's language (issue 29). */
export function importMessages(locale: Locale) {
  const to = { locale };
  return {
    invalidType: catalog.files_import_invalid_type({}, to),
    emptyFile: catalog.files_import_empty_file({}, to),
    missingHeaders: catalog.files_import_missing_headers({}, to),
    readError: catalog.files_import_read_error({}, to),
    failedPrefix: catalog.files_import_failed_prefix({}, to),
    networkFailure: catalog.files_import_network_failure({}, to),
    htmlReply: catalog.files_import_html_reply({}, to),
    invalidJson: catalog.files_import_invalid_json({}, to),
    serverError: (detail: string) => catalog.files_import_server_error({ detail }, to),
    /** A refusal whose answer carried no message of its own: only its HTTP status is known. */
    errorStatus: (status: number) => catalog.files_b_import_error_status({ status }, to),
    // Issue 18: a second import while one runs is refused at once instead of waiting on the first one's locks.
    alreadyRunning: catalog.files_import_already_running({}, to),
    tooSlow: (seconds: number) => catalog.files_import_too_slow({ seconds }, to),
    // Issue 15: an import never changes admin rights; a Role or Admin cell that asked for it is reported.
    roleNotApplied: (role: (typeof ROLES)[number]) =>
      catalog.files_import_role_not_applied({ role: membersCsvValues(locale).role[role] }, to),
    summary: (imported: number, skipped: number, errors: number) =>
      catalog.files_import_summary({ imported, skipped, errors }, to),
  };
}

/** SPEC §8 import results dialog titles, in the reader's language (issue 29). */
export function importResultTitles(locale: Locale) {
  const to = { locale };
  return {
    failed: catalog.files_result_failed({}, to),
    withErrors: catalog.files_result_with_errors({}, to),
    sharedEmails: catalog.files_result_shared_emails({}, to),
    duplicates: catalog.files_result_duplicates({}, to),
    updated: catalog.files_result_updated({}, to),
    createdAndUpdated: catalog.files_result_created_and_updated({}, to),
    successful: catalog.files_result_successful({}, to),
  };
}

/** Issue 17: the import results dialog's counts and lists, in the admin's language (issue 29). */
export function importResultsDialogMessages(locale: Locale) {
  const to = { locale };
  return {
    rowsImported: catalog.files_results_rows_imported({}, to),
    rowsNotImported: catalog.files_results_rows_not_imported({}, to),
    warnings: catalog.files_results_warnings({}, to),
    counts: {
      imported: catalog.files_results_imported({}, to),
      updated: catalog.files_results_updated({}, to),
      unchanged: catalog.files_results_unchanged({}, to),
      duplicates_handled: catalog.files_results_duplicates({}, to),
      shared_emails: catalog.files_results_shared_emails({}, to),
      partners_linked: catalog.files_results_partners_linked({}, to),
      friends_linked: catalog.files_results_friends_linked({}, to),
    },
    notImported: (count: number) => catalog.files_results_not_imported({ count }, to),
    allImported: catalog.files_results_all_imported({}, to),
    leftOut: (count: number) => catalog.files_results_left_out({ count }, to),
    warningRow: (row: number, message: string) => catalog.files_results_warning_row({ row, message }, to),
    close: catalog.files_results_close({}, to),
  };
}

/** In English, as every reader gets them until the callers pass the reader's locale (issue 29 point 4). */
export const EXPORT_MESSAGES = exportMessages('en');
export const IMPORT_MESSAGES = importMessages('en');
export const IMPORT_RESULT_TITLES = importResultTitles('en');

/**
 * What the server's import tells the admin about the file and its rows (API.md Import), in the admin's language.
 * A column is named as the file's header writes it.
 */
export function rosterFileMessages(locale: Locale) {
  const to = { locale };
  return {
    notUtf8: catalog.files_import_not_utf8({}, to),
    unclosedQuote: (line: number) => catalog.files_import_unclosed_quote({ line }, to),
    empty: catalog.files_import_empty({}, to),
    missingColumns: catalog.files_import_missing_columns({}, to),
    row: (line: number, faults: string[]) => catalog.files_import_row({ line, faults: faults.join('; ') }, to),
    nameRequired: catalog.files_import_name_required({}, to),
    fieldTooLong: (label: string, max: number) => catalog.files_import_field_too_long({ label, max }, to),
    valueTooLong: (label: string, max: number) => catalog.files_import_value_too_long({ label, max }, to),
    emailInvalid: (column: string, value: string) => catalog.files_import_email_invalid({ column, value }, to),
    emailEmpty: (column: string) => catalog.files_import_email_empty({ column }, to),
    emailNoPartner: (column: string) => catalog.files_import_email_no_partner({ column }, to),
    leftOut: (reason: string) => catalog.files_import_left_out({ reason }, to),
    phoneUnreadable: (phone: string) => catalog.files_import_phone_unreadable({ phone }, to),
    birthdayInvalid: (value: string) => catalog.files_import_birthday_invalid({ value }, to),
    statusInvalid: (value: string) =>
      catalog.files_import_status_invalid(
        { value, statuses: Object.values(membersCsvValues(locale).status).join(', ') },
        to,
      ),
    mainAdminUnchanged: catalog.files_import_main_admin_unchanged({}, to),
    linkLeftOut: (reason: string) => catalog.files_import_link_left_out({ reason }, to),
    linkTarget: (kind: 'partner' | 'friend', name: string, target: 'missing' | 'ambiguous') =>
      ({
        partner: { missing: catalog.files_import_partner_missing, ambiguous: catalog.files_import_partner_ambiguous },
        friend: { missing: catalog.files_import_friend_missing, ambiguous: catalog.files_import_friend_ambiguous },
      })[kind][target]({ name }, to),
    fields: {
      first_name: catalog.files_field_first_name({}, to),
      last_name: catalog.files_field_last_name({}, to),
      phone: catalog.files_field_phone({}, to),
      address: catalog.files_field_address({}, to),
      notes: catalog.files_field_notes({}, to),
    },
    roleNotApplied: (role: (typeof ROLES)[number]) =>
      catalog.files_import_role_not_applied({ role: membersCsvValues(locale).role[role] }, to),
  };
}
export type RosterFileMessages = ReturnType<typeof rosterFileMessages>;
export const ROSTER_FILE_MESSAGES = rosterFileMessages('en');

/**
 * The separator of an exported CSV file: a spreadsheet program in German reads a comma as the decimal sign and opens
 * only a file separated by semicolons in columns (the import reads either).
 */
export const CSV_DELIMITERS: Record<Locale, ',' | ';'> = { en: ',', de: ';' };

/** The members CSV export's header row (and the names its import reads back), in the admin's language. */
export function membersCsvColumns(locale: Locale) {
  const to = { locale };
  return [
    catalog.files_csv_first_name({}, to),
    catalog.files_csv_last_name({}, to),
    catalog.files_csv_email({}, to),
    catalog.files_csv_phone({}, to),
    catalog.files_csv_address({}, to),
    catalog.files_csv_birthday({}, to),
    catalog.files_csv_status({}, to),
    catalog.files_csv_role({}, to),
    catalog.files_csv_partner({}, to),
    catalog.files_csv_friend({}, to),
    catalog.files_csv_notes({}, to),
  ];
}

/**
 * Issue 29: a member's Status and Role as the members CSV export writes them, in the admin's language. English keeps
 * the codes it always wrote (assignable, admin); German writes the words the app shows (Befreit, Administrator). The
 * import reads the codes and every language's words, so a file exported in either language imports back.
 */
export function membersCsvValues(locale: Locale): {
  status: Record<(typeof MEMBER_STATUSES)[number], string>;
  role: Record<(typeof ROLES)[number], string>;
} {
  const to = { locale };
  return {
    status: {
      assignable: catalog.web29_csv_status_assignable({}, to),
      exempt: catalog.web29_csv_status_exempt({}, to),
      booster: catalog.web29_csv_status_booster({}, to),
      loa: catalog.web29_csv_status_loa({}, to),
    },
    role: { member: catalog.web29_csv_role_member({}, to), admin: catalog.web29_csv_role_admin({}, to) },
  };
}

/** SPEC §9 PDF roster texts, in the admin's language; the date comes formatted for the same language. */
export function rosterPdfMessages(locale: Locale) {
  const to = { locale };
  return {
    subtitle: catalog.files_roster_subtitle({}, to),
    title: (club: string, date: string, filter: string | null) =>
      filter
        ? catalog.files_roster_title_filtered({ club, date, filter }, to)
        : catalog.files_roster_title({ club, date }, to),
    filtered: (filter: string) => catalog.files_roster_filtered({ filter }, to),
    /** Issue 17: the filters in words, joined by commas into the 'Filtered: …' line. */
    filters: {
      search: (search: string) => catalog.files_filter_search({ search }, to),
      status: (status: string) => catalog.files_filter_status({ status }, to),
      role: (role: string) => catalog.files_filter_role({ role }, to),
    },
    summary: {
      onTheRoster: catalog.files_roster_on_the_roster({}, to),
      currentMembers: catalog.files_roster_current_members({}, to),
      loa: catalog.files_roster_loa({}, to),
      booster: catalog.files_roster_booster({}, to),
    },
    headings: [
      catalog.files_roster_phone({}, to),
      catalog.files_roster_name({}, to),
      catalog.files_roster_address({}, to),
      catalog.files_roster_email({}, to),
    ],
    shredNotice: catalog.files_roster_shred_notice({}, to),
    page: (page: number, pages: number) => catalog.files_roster_page({ page, pages }, to),
  };
}

/** Issue 19 part 6: the rota report's CSV header for each column, in the admin's language. */
export function rotaReportHeadings(locale: Locale) {
  const to = { locale };
  return {
    name: catalog.files_rota_member({}, to),
    duty_count: catalog.files_rota_duty_count({}, to),
    current_served: catalog.files_rota_current_served({}, to),
    current_assigned: catalog.files_rota_current_assigned({}, to),
    next_assigned: catalog.files_rota_next_assigned({}, to),
    served_last_12_months: catalog.files_rota_served_last_12_months({}, to),
    last_served: catalog.files_rota_last_served({}, to),
    swaps_given: catalog.files_rota_swaps_given({}, to),
    swaps_taken: catalog.files_rota_swaps_taken({}, to),
    self_signups: catalog.files_rota_self_signups({}, to),
    declines: catalog.files_rota_declines({}, to),
    unavailable_nights: catalog.files_rota_unavailable_nights({}, to),
  };
}
