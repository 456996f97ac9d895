import { members } from '../db/schema/index.js';

/**
 * A member's columns that make a SessionUser: the session lookup of every request reads them, and so does acting for
 * a member.
 */
export const SESSION_USER_COLUMNS = {
  id: members.id,
  email: members.email,
  first_name: members.first_name,
  last_name: members.last_name,
  role: members.role,
  is_admin: members.is_admin,
  locale: members.locale,
};
