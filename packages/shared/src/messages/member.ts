import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';
import { memberFormMessages } from './member-form.js';

/** "A", "A and B", "A, B and C" in `locale`. */
function namesInWords(names: readonly string[], locale: Locale): string {
  if (names.length < 2) return names[0] ?? '';
  return catalog.mem_a_list_and({ first: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' }, { locale });
}

/**
 * Issue 29: what the member API refuses beyond the form's own checks (SPEC §5, §6, issue 18 paging, issue 26
 * households), in the reader's language. The server raises them in English; inLocale finds them for the answer.
 */
export function memberErrorMessages(locale: Locale) {
  const to = { locale };
  return {
    mainAdminProtected: catalog.mem_a_main_admin_protected({}, to),
    cannotDeleteSelf: catalog.mem_a_cannot_delete_self({}, to),
    mainAdminStaysAdmin: catalog.mem_a_main_admin_stays_admin({}, to),
    mainAdminEmailOwn: catalog.mem_a_main_admin_email_own({}, to),
    householdOnly: catalog.mem_a_household_only({}, to),
    householdNeedsAddress: catalog.mem_a_household_needs_address({}, to),
    householdIdsInvalid: catalog.mem_a_household_ids_invalid({}, to),
    pageInvalid: catalog.mem_a_page_invalid({}, to),
    perPageInvalid: catalog.mem_a_per_page_invalid({}, to),
    rosterBusy: catalog.mem_a_roster_busy({}, to),
  };
}

/** SPEC §5 member form and §6, §8 member texts, in the reader's language (issue 29). */
export function memberMessages(locale: Locale) {
  const to = { locale };
  return {
    ...memberFormMessages(locale),
    ...memberErrorMessages(locale),
    householdMoved: (names: readonly string[]) =>
      catalog.mem_a_household_moved({ names: namesInWords(names, locale) }, to),
    created: catalog.mem_a_created({}, to),
    createFailed: catalog.mem_a_create_failed({}, to),
    updated: catalog.mem_a_updated({}, to),
    updateFailed: catalog.mem_a_update_failed({}, to),
    deleted: catalog.mem_a_deleted({}, to),
    deleteFailed: catalog.mem_a_delete_failed({}, to),
    saveFailedAlert: catalog.mem_a_save_failed_alert({}, to),
    loadFailed: catalog.mem_a_load_failed({}, to),
    noMatches: catalog.mem_a_no_matches({}, to),
    noMembers: catalog.mem_a_no_members({}, to),
  };
}

/** In English, as the schemas raise them and the tests assert them (the SPEC's texts). */
export const MEMBER_MESSAGES = memberMessages(BASE_LOCALE);
