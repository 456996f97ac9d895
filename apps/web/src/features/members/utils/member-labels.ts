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
