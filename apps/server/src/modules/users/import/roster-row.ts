import type { MemberStatus, Role } from '@club/shared';

/** A member as one row of the club's spreadsheet describes them; undefined means the file does not say. */
export type RosterRow = {
  line: number;
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  /** The phone read in the club's country (issue 26); null when it could not be read, undefined without a phone. */
  phone_e164?: string | null;
  address?: string;
  birthday?: string;
  status?: MemberStatus;
  /** What a Role or Admin cell asks for; never applied (API.md Import), only reported when it differs. */
  requested_role?: Role;
  partner?: string;
  friend?: string;
  notes?: string;
};
