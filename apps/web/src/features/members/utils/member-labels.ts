import type { MemberStatus, Role } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';

/** SPEC §2 status badge and filter labels in the reader's language (issue 29), the map's words for the same. */
export function statusLabels(locale: Locale): Record<MemberStatus, string> {
  const to = { locale };
  return {
    assignable: catalog.map_status_assignable({}, to),
    exempt: catalog.map_status_exempt({}, to),
    booster: catalog.map_status_booster({}, to),
    loa: catalog.map_status_loa({}, to),
  };
}

/** A member's role as a badge names it; "Admin" stays "Admin" in German (glossary). */
export function roleLabels(locale: Locale): Record<Role, string> {
  const to = { locale };
  return { member: catalog.mem_a_role_member({}, to), admin: catalog.mem_a_role_admin({}, to) };
}

/**
 * The directory's column titles, from the same messages as the CSV export's header row (membersCsvColumns), so a
 * column is called the same on the screen and in the file.
 */
export function memberColumnTitles(locale: Locale) {
  const to = { locale };
  return {
    first_name: catalog.files_csv_first_name({}, to),
    last_name: catalog.files_csv_last_name({}, to),
    email: catalog.files_csv_email({}, to),
    phone: catalog.files_csv_phone({}, to),
    address: catalog.files_csv_address({}, to),
    partner: catalog.files_csv_partner({}, to),
    friend: catalog.files_csv_friend({}, to),
    status: catalog.files_csv_status({}, to),
    role: catalog.files_csv_role({}, to),
    birthday: catalog.files_csv_birthday({}, to),
    actions: catalog.mem_b_column_actions({}, to),
  };
}
