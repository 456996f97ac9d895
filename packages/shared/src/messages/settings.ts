import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';

/**
 * SPEC §2, §5 and §8 texts of the admin settings page, in the reader's language (issue 29). The settings schemas raise
 * the English; `inLocale` finds it here and puts an answer into its caller's language where it leaves.
 */
export function settingsMessages(locale: Locale) {
  const to = { locale };
  const clockTime = (field: string) => catalog.adm_b_clock_time({ field }, to);
  return {
    fixErrors: catalog.adm_b_fix_errors({}, to),
    oneLine: catalog.adm_b_one_line({}, to),
    updated: catalog.adm_b_updated({}, to),
    saved: catalog.adm_b_saved({}, to),
    saveFailed: (message: string) => catalog.adm_b_save_failed({ message }, to),
    updateFailed: catalog.adm_b_update_failed({}, to),
    noResponse: catalog.adm_b_no_response({}, to),
    loading: catalog.adm_b_loading({}, to),
    loadErrorTitle: catalog.adm_b_load_error_title({}, to),
    loadErrorText: catalog.adm_b_load_error_text({}, to),
    unsavedChanges: catalog.adm_b_unsaved_changes({}, to),
    resetChanges: catalog.adm_b_reset_changes({}, to),
    saveSettings: catalog.adm_b_save_settings({}, to),
    invalidTimezone: catalog.adm_b_invalid_timezone({}, to),
    clubCountry: catalog.adm_b_club_country({}, to),
    timeFormat: catalog.adm_b_time_format({}, to),
    clockTime,
    /** The two clock fields' messages as texts, so `inLocale` finds the schema's English (clockTime('Club night start')). */
    clubNightStartTime: clockTime(catalog.adm_b_field_club_night_start({}, to)),
    clubNightEndTime: clockTime(catalog.adm_b_field_club_night_end({}, to)),
    swapOfferBatch: catalog.adm_b_swap_offer_batch({}, to),
    swapOfferWait: catalog.adm_b_swap_offer_wait({}, to),
    swapOfferNight: catalog.adm_b_swap_offer_night({}, to),
    maxSignups: catalog.adm_b_max_signups({}, to),
    confirmNudgeDays: catalog.adm_b_confirm_nudge_days({}, to),
    memberMailPerHour: catalog.adm_b_member_mail_per_hour({}, to),
    vacancyNoticeMinutes: catalog.adm_b_vacancy_notice_minutes({}, to),
    logoUploadFailed: (text: string) => catalog.adm_b_logo_upload_failed({ text }, to),
    logoBadFormat: catalog.adm_b_logo_bad_format({}, to),
    logoBadType: catalog.adm_b_logo_bad_type({}, to),
    logoMissing: catalog.adm_b_logo_missing({}, to),
    /** API.md PUT /settings/{key}: a key that is not a setting, or one only the server sets. */
    settingReadOnly: (key: string) => catalog.adm_b_setting_read_only({ key }, to),
    readOnly: catalog.adm_b_read_only({}, to),
    noSuchSetting: (key: string) => catalog.adm_b_no_such_setting({ key }, to),
    invalidValue: catalog.adm_b_invalid_value({}, to),
  };
}

/** In English, for the schemas, the server code that raises these texts and the tests that name them. */
export const SETTINGS_MESSAGES = settingsMessages(BASE_LOCALE);

/** SPEC §2 and §8 texts of the mail server, test e-mails and reminders, in the reader's language (issue 29). */
export function emailMessages(locale: Locale) {
  const to = { locale };
  return {
    testSent: catalog.adm_b_test_sent({}, to),
    testFailed: catalog.adm_b_test_failed({}, to),
    smtpTestSent: catalog.adm_b_smtp_test_sent({}, to),
    smtpTestFailed: catalog.adm_b_smtp_test_failed({}, to),
    smtpCheckSettings: catalog.adm_b_smtp_check_settings({}, to),
    smtpWorking: catalog.adm_b_smtp_working({}, to),
    smtpFailed: catalog.adm_b_smtp_failed({}, to),
    smtpHostRequired: catalog.adm_b_smtp_host_required({}, to),
    smtpPortInvalid: catalog.adm_b_smtp_port_invalid({}, to),
    smtpPasswordNeeded: catalog.adm_b_smtp_password_needed({}, to),
    smtpCouldNotConnect: (host: string, port: number) =>
      catalog.adm_b_smtp_could_not_connect({ host, port: String(port) }, to),
    /** Issue 28: a club of many may not point its mail server at the deployment's own or private network. */
    smtpPrivateHost: (host: string) => catalog.adm_b_smtp_private_host({ host }, to),
    smtpLoginRefused: catalog.adm_b_smtp_login_refused({}, to),
    smtpMessageRefused: catalog.adm_b_smtp_message_refused({}, to),
    noMailServer: catalog.adm_b_no_mail_server({}, to),
    reminderTestError: catalog.adm_b_reminder_test_error({}, to),
    noReminders: (date: string) => catalog.adm_b_no_reminders({ date }, to),
    remindersWouldSend: (count: number, date: string) => catalog.adm_b_reminders_would_send({ count, date }, to),
    invalidDate: catalog.adm_b_invalid_date({}, to),
    remindersQueued: (emails: number, members: number) =>
      catalog.adm_b_reminders_queued(
        {
          emails: catalog.adm_b_reminder_emails({ count: emails }, to),
          members: catalog.adm_b_members_count({ count: members }, to),
        },
        to,
      ),
    noRemindersDue: catalog.adm_b_no_reminders_due({}, to),
    remindersSentEarlier: (count: number) => catalog.adm_b_reminders_sent_earlier({ count }, to),
    remindersFailed: (count: number) => catalog.adm_b_reminders_failed({ count }, to),
    sendRemindersFailed: (message: string) => catalog.com_send_reminders_failed({ message }, to),
    smtpUrlOverrides: catalog.adm_b_smtp_url_overrides({}, to),
    /** The e-mail POST /email/test-smtp sends the admin who asked. */
    smtpTestMailSubject: (club: string) => catalog.adm_b_smtp_test_mail_subject({ club }, to),
    smtpTestMailText: (club: string, host: string, port: number) =>
      catalog.adm_b_smtp_test_mail_text({ club, host, port: String(port) }, to),
  };
}

/** In English, for the schemas, the server code that raises these texts and the tests that name them. */
export const EMAIL_MESSAGES = emailMessages(BASE_LOCALE);

/**
 * Issue 29: the stand-in people of the template preview and the test e-mail, named as the admin's language names
 * people ("Erika Mustermann"), so a German admin's sample reads as the German reminder a member gets.
 */
export function sampleReminderNames(locale: Locale) {
  const to = { locale };
  return {
    member: catalog.web29_sample_member_name({}, to),
    otherSquareheads: catalog.web29_sample_other_squareheads({}, to),
  };
}

/** SPEC §8 maintenance texts: in the reader's language in maintenance.ts (issue 29). */
export { MAINTENANCE_MESSAGES, maintenanceAnswerMessages, maintenanceMessages } from './maintenance.js';

/** SPEC §8 geocoding texts. */
export const GEOCODE_MESSAGES = {
  completed: (count: number) => `Geocoding completed: ${count} addresses geocoded`,
  errorsSuffix: (count: number) => `, ${count} errors occurred`,
  nothingToDo: 'No addresses found that need geocoding',
  // Issue 15: the answer of POST /users/geocode-all when a run starts (or is already going); not a SPEC §8 text.
  started: (total: number) => `Geocoding ${total} ${total === 1 ? 'address' : 'addresses'} in the background`,
  failed: (count: number) => `Geocoding failed: ${count} errors occurred`,
  commonCauses: ['Incomplete addresses', 'Invalid addresses', 'Network problems'],
  adminRequired: 'Admin access required to geocode addresses.',
  missingKey: 'Google Maps API key not configured. Please set it in Settings.',
  networkError: 'Network error. Please check your internet connection.',
  notFound: (memberName: string, address: string) => `${memberName}: the address "${address}" could not be found`,
  // Issue 17: a run that stopped moving (not SPEC §8 texts; they follow its tone).
  running: (completed: number, total: number) => `Geocoding addresses: ${completed} of ${total}`,
  stalled: 'Geocoding has made no progress for 2 minutes. You can restart it; it carries on where it stopped.',
  restartButton: 'Restart Geocoding',
  restarted: 'Geocoding restarted where it stopped',
  nothingToRestart: 'No geocoding run is in progress, so there is nothing to restart.',
  notStalled: 'Geocoding is still making progress. It can be restarted after 2 minutes without progress.',
  timeLeft: (seconds: number) => {
    const minutes = seconds / 60;
    if (minutes < 1) return 'less than a minute left';
    if (minutes < 10) return `about ${Math.ceil(minutes)} ${Math.ceil(minutes) === 1 ? 'minute' : 'minutes'} left`;
    if (minutes < 90) return `about ${Math.round(minutes / 5) * 5} minutes left`;
    return `about ${Math.round((minutes / 60) * 2) / 2} hours left`;
  },
} as const;
