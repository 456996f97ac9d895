import type { Member, MemberStatus, Role } from '@club/shared';
import { MEMBER_STATUSES, ROLES } from '@club/shared/plain';

/** SPEC §2 status filter and badge labels. */
export const STATUS_LABELS: Record<MemberStatus, string> = {
  assignable: 'Assignable',
  exempt: 'Exempt',
  booster: 'Booster',
  loa: 'LOA',
};

/** The map's marker colours (SPEC §9), so a status reads the same on every page. */
export const STATUS_COLORS: Record<MemberStatus, string> = {
  assignable: 'green',
  exempt: 'yellow',
  booster: 'grape',
  loa: 'gray',
};

export const ROLE_LABELS: Record<Role, string> = { member: 'Member', admin: 'Admin' };

export const isMemberStatus = (value: unknown): value is MemberStatus =>
  (MEMBER_STATUSES as readonly unknown[]).includes(value);
export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** SPEC §3: a birthday is MM/DD but older records store MM-DD; it is always shown with a slash. */
export function formatBirthday(birthday: string | null): string {
  return birthday ? birthday.replace('-', '/') : '';
}

export function formatFullName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}

/** SPEC §9 PDF roster name column: 'Last, First'. */
export function formatSortName(first: string, last: string): string {
  return [last, first].filter(Boolean).join(', ');
}

export function getPartnerName(member: Member): string {
  return formatFullName(member.partner_first_name, member.partner_last_name);
}

export function getFriendName(member: Member): string {
  return formatFullName(member.friend_first_name, member.friend_last_name);
}
