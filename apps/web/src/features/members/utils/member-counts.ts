import type { Member } from '@club/shared';

export type MemberFooterCounts = { assignable: number; admins: number; partnered: number };

/** SPEC §2 footer: assignable, admin and partnered members among the rows the filters let through. */
export function countFooter(members: readonly Member[]): MemberFooterCounts {
  return {
    assignable: members.filter((member) => member.status === 'assignable').length,
    admins: members.filter((member) => member.is_admin).length,
    partnered: members.filter((member) => member.partner_id !== null).length,
  };
}
