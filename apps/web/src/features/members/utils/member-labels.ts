import type { MemberStatus, Role } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';

/**
 * Issue 29: a member's status and role as the directory names them, in the reader's language. The statuses read as
 * the map names them (one word each, which fits a filter and a badge on a phone).
 */
export function statusLabels(locale: Locale): Record<MemberStatus, string> {
  const to = { locale };
  return {
    assignable: catalog.map_status_assignable({}, to),
    exempt: catalog.map_status_exempt({}, to),
    booster: catalog.map_status_booster({}, to),
    loa: catalog.map_status_loa({}, to),
  };
}

export function roleLabels(locale: Locale): Record<Role, string> {
  const to = { locale };
  return { member: catalog.mem_b_role_member({}, to), admin: catalog.mem_b_role_admin({}, to) };
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
