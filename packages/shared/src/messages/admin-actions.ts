import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';

/**
 * SPEC §6: what an admin-only route does, as "Admin access required to …" names it, in the reader's language (issue
 * 29). A route declares its action by the English phrase, a key here, so an action without its German does not
 * typecheck. Apart from common-messages.ts: the sign-in page's first script never names an action.
 */
export function adminActionMessages(locale: Locale) {
  const to = { locale };
  return {
    'add dates': catalog.srv29_action_add_dates({}, to),
    'add members': catalog.srv29_action_add_members({}, to),
    'back up the database': catalog.srv29_action_back_up_the_database({}, to),
    'cancel nights': catalog.srv29_action_cancel_nights({}, to),
    'change settings': catalog.srv29_action_change_settings({}, to),
    'clear import logs': catalog.srv29_action_clear_import_logs({}, to),
    'clear members': catalog.srv29_action_clear_members({}, to),
    'clear schedules': catalog.srv29_action_clear_schedules({}, to),
    'clear the current schedule': catalog.srv29_action_clear_the_current_schedule({}, to),
    'clear the next schedule': catalog.srv29_action_clear_the_next_schedule({}, to),
    'create schedules': catalog.srv29_action_create_schedules({}, to),
    'delete assignments': catalog.srv29_action_delete_assignments({}, to),
    'delete members': catalog.srv29_action_delete_members({}, to),
    'download backups': catalog.srv29_action_download_backups({}, to),
    'edit assignments': catalog.srv29_action_edit_assignments({}, to),
    'fill schedules': catalog.srv29_action_fill_schedules({}, to),
    'follow e-mails being sent': catalog.srv29_action_follow_e_mails_being_sent({}, to),
    'geocode addresses': catalog.srv29_action_geocode_addresses({}, to),
    'import members': catalog.srv29_action_import_members({}, to),
    'list backups': catalog.srv29_action_list_backups({}, to),
    'manage API tokens': catalog.srv29_action_manage_api_tokens({}, to),
    'manage swap requests': catalog.srv29_action_manage_swap_requests({}, to),
    'mark availability for members': catalog.srv29_action_mark_availability_for_members({}, to),
    'promote schedules': catalog.srv29_action_promote_schedules({}, to),
    'publish schedules': catalog.srv29_action_publish_schedules({}, to),
    'see all settings': catalog.srv29_action_see_all_settings({}, to),
    'see availability': catalog.srv29_action_see_availability({}, to),
    'see e-mails that could not be sent': catalog.srv29_action_see_e_mails_that_could_not_be_sent({}, to),
    'see import logs': catalog.srv29_action_see_import_logs({}, to),
    'see reminder failures': catalog.srv29_action_see_reminder_failures({}, to),
    'see the audit log': catalog.srv29_action_see_the_audit_log({}, to),
    'see the rota report': catalog.srv29_action_see_the_rota_report({}, to),
    'see who has not answered': catalog.srv29_action_see_who_has_not_answered({}, to),
    'send failed e-mails again': catalog.srv29_action_send_failed_e_mails_again({}, to),
    'send reminders': catalog.srv29_action_send_reminders({}, to),
    'send test e-mails': catalog.srv29_action_send_test_e_mails({}, to),
    'test reminders': catalog.srv29_action_test_reminders({}, to),
    'test the mail server': catalog.srv29_action_test_the_mail_server({}, to),
  } as const;
}

export type AdminAction = keyof ReturnType<typeof adminActionMessages>;

/** The German sentence names the action in German; the English keeps SPEC §6's text with the route's phrase. */
export function adminRequiredIn(action: AdminAction, locale: Locale): string {
  const words = locale === BASE_LOCALE ? undefined : adminActionMessages(locale);
  return catalog.com_admin_required({ action: words ? words[action] : action }, { locale });
}
