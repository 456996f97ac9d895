import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';

/**
 * Issue 9's audit log in words, in the reader's language (issue 29): what each action did, what each entity is, and
 * the few words its details use. The action codes and detail keys stay as the server records them.
 */
export function auditMessages(locale: Locale) {
  const to = { locale };
  const actions: Record<string, string> = {
    'member.create': catalog.adm_c_audit_member_create({}, to),
    'member.update': catalog.adm_c_audit_member_update({}, to),
    'member.delete': catalog.adm_c_audit_member_delete({}, to),
    'member.import': catalog.adm_c_audit_member_import({}, to),
    'member.promote': catalog.adm_c_audit_member_promote({}, to),
    'member.transfer_main_admin': catalog.adm_c_audit_member_transfer_main_admin({}, to),
    'members.clear': catalog.adm_c_audit_members_clear({}, to),
    'schedule.create': catalog.adm_c_audit_schedule_create({}, to),
    'schedule.add_dates': catalog.adm_c_audit_schedule_add_dates({}, to),
    'schedule.promote': catalog.adm_c_audit_schedule_promote({}, to),
    'schedule.clear_next': catalog.adm_c_audit_schedule_clear_next({}, to),
    'schedule.clear_current': catalog.adm_c_audit_schedule_clear_current({}, to),
    'schedule.auto_fill': catalog.adm_c_audit_schedule_auto_fill({}, to),
    'assignment.update': catalog.adm_c_audit_assignment_update({}, to),
    'assignment.delete': catalog.adm_c_audit_assignment_delete({}, to),
    'settings.update': catalog.adm_c_audit_settings_update({}, to),
    'import_logs.clear': catalog.adm_c_audit_import_logs_clear({}, to),
    'backup.create': catalog.adm_c_audit_backup_create({}, to),
    'api_token.create': catalog.adm_c_audit_api_token_create({}, to),
    'api_token.revoke': catalog.adm_c_audit_api_token_revoke({}, to),
    'geocode.start': catalog.adm_c_audit_geocode_start({}, to),
    'geocode.restart': catalog.adm_c_audit_geocode_restart({}, to),
    'swap.request': catalog.adm_c_audit_swap_request({}, to),
    'swap.accept': catalog.adm_c_audit_swap_accept({}, to),
    'swap.approve': catalog.adm_c_audit_swap_approve({}, to),
    'swap.cancel': catalog.adm_c_audit_swap_cancel({}, to),
    'swap.close': catalog.adm_c_audit_swap_close({}, to),
    'availability.set_away': catalog.adm_c_audit_availability_set_away({}, to),
    'availability.mark': catalog.adm_c_audit_availability_mark({}, to),
    'duty.cant_serve': catalog.adm_c_audit_duty_cant_serve({}, to),
    'duty.can_serve_again': catalog.adm_c_audit_duty_can_serve_again({}, to),
    'duty.signup': catalog.adm_c_audit_duty_signup({}, to),
    'duty.signup_withdrawn': catalog.adm_c_audit_duty_signup_withdrawn({}, to),
    'schedule.publish': catalog.adm_c_audit_schedule_publish({}, to),
    'night.confirm': catalog.adm_c_audit_night_confirm({}, to),
    'night.decline': catalog.adm_c_audit_night_decline({}, to),
  };
  const entities: Record<string, string> = {
    member: catalog.adm_c_audit_entity_member({}, to),
    schedule: catalog.adm_c_audit_entity_schedule({}, to),
    assignment: catalog.adm_c_audit_entity_assignment({}, to),
    settings: catalog.adm_c_audit_entity_settings({}, to),
    import_log: catalog.adm_c_audit_entity_import_log({}, to),
    backup: catalog.adm_c_audit_entity_backup({}, to),
    api_token: catalog.adm_c_audit_entity_api_token({}, to),
    geocode_run: catalog.adm_c_audit_entity_geocode_run({}, to),
    swap_request: catalog.adm_c_audit_entity_swap_request({}, to),
    night_vacancy: catalog.adm_c_audit_entity_night_vacancy({}, to),
  };
  /** Issue 25: an action about one night names it; without a readable date it says so without one. */
  const nightActions: Record<string, { dated: (night: string) => string; undated: string }> = {
    'assignment.cancel': {
      dated: (night) => catalog.adm_c_audit_assignment_cancel({ night }, to),
      undated: catalog.adm_c_audit_assignment_cancel_undated({}, to),
    },
    'assignment.uncancel': {
      dated: (night) => catalog.adm_c_audit_assignment_uncancel({ night }, to),
      undated: catalog.adm_c_audit_assignment_uncancel_undated({}, to),
    },
  };
  const detailLabels: Record<string, string> = {
    notify: catalog.adm_c_audit_detail_notify({}, to),
    told: catalog.adm_c_audit_detail_told({}, to),
    emails: catalog.adm_c_audit_detail_emails({}, to),
  };
  return {
    actions,
    entities,
    nightActions,
    detailLabels,
    empty: catalog.adm_c_audit_empty({}, to),
    none: catalog.adm_c_audit_none({}, to),
    changed: catalog.adm_c_audit_changed({}, to),
  };
}

/** In English, for the tests that name the log's words. */
export const AUDIT_MESSAGES = auditMessages(BASE_LOCALE);
