import type { members } from '../../db/schema/index.js';

type MemberRow = typeof members.$inferSelect;

/**
 * SPEC §3: a member's role and is_admin flag change together (the members_role_matches_admin check). Every writer of
 * a member takes both from here, so no write can set one without the other.
 */
export function adminRole(isAdmin: boolean): Pick<MemberRow, 'role' | 'is_admin'> {
  return { role: isAdmin ? 'admin' : 'member', is_admin: isAdmin };
}
