import type { Member, SessionUser } from '@club/shared';
import type { MemberFormMode } from './member-form-values';

type Viewer = Pick<SessionUser, 'id' | 'is_admin'>;

/** SPEC §6: admins edit anyone; a member edits only their own record. */
export function canEditMember(viewer: Viewer, member: Pick<Member, 'id'>): boolean {
  return viewer.is_admin || viewer.id === member.id;
}

/** The main administrator's id: null when there is none, undefined while it is not known yet. */
type MainAdminId = number | null | undefined;

/**
 * SPEC §6: admins delete members, but never the main administrator, and not themselves. Nothing is offered until
 * the main administrator is known.
 */
export function canDeleteMember(viewer: Viewer, member: Pick<Member, 'id'>, mainAdminId: MainAdminId): boolean {
  return viewer.is_admin && mainAdminId !== undefined && member.id !== mainAdminId && member.id !== viewer.id;
}

/** SPEC §5: only admins see the administrator checkbox, and never on the main administrator's account. */
export function canSetAdmin(viewer: Viewer, member: Pick<Member, 'id'> | null, mainAdminId: MainAdminId): boolean {
  return viewer.is_admin && (member === null || (mainAdminId !== undefined && member.id !== mainAdminId));
}

/** Issue 14: the main administrator's address receives their sign-in links, so only they may change it. */
export function canChangeEmail(viewer: Viewer, member: Pick<Member, 'id'> | null, mainAdminId: MainAdminId): boolean {
  return member === null || (mainAdminId !== undefined && (member.id !== mainAdminId || member.id === viewer.id));
}

/** Which form an edit opens: the full one for admins, the contact fields for a member editing themself. */
export function getEditMode(viewer: Viewer): MemberFormMode {
  return viewer.is_admin ? 'edit' : 'self-edit';
}
