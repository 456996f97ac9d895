import { type ImportWarning, ROSTER_FILE_MESSAGES, type RosterFileMessages } from '@club/shared';
import type { members } from '../../../db/schema/index.js';
import type { RosterRow } from './roster-row.js';

export type MemberRow = typeof members.$inferSelect;
export type ContactChanges = Partial<Pick<MemberRow, (typeof CONTACT_FIELDS)[number]>>;

/** A row of the file that names a member already on the roster; no changes means the member stays as they are. */
export type MatchedRow = { row: RosterRow; member: MemberRow; changes: ContactChanges };

/** What an import will write, decided from the file and the roster alone. */
export type ImportPlan = {
  /** Rows for new members, in file order. */
  creates: RosterRow[];
  /** Rows that name a member on the roster, in file order. */
  matched: MatchedRow[];
  /** Matched rows that change nothing, and rows for the main administrator, whose record imports never change. */
  skipped: number;
  duplicates: number;
  warnings: ImportWarning[];
};

export const CONTACT_FIELDS = ['phone', 'phone_e164', 'address', 'birthday', 'status', 'notes'] as const;

const identity = (first: string, last: string, email: string) => `${first}\u0000${last}\u0000${email}`.toLowerCase();

/**
 * Issue 3 CSV import: a row equal to a member on first name, last name and e-mail updates only what the file says, a
 * row seen before in the file is a duplicate, any other row is a new member. The main administrator's record is never
 * changed, and no one's admin right is (issue 15).
 */
export function planImport(
  rows: RosterRow[],
  roster: MemberRow[],
  mainAdminId: number | undefined,
  say: RosterFileMessages = ROSTER_FILE_MESSAGES,
): ImportPlan {
  const byIdentity = new Map(
    roster.map((member) => [identity(member.first_name, member.last_name, member.email), member]),
  );
  const seen = new Set<string>();
  const plan: ImportPlan = { creates: [], matched: [], skipped: 0, duplicates: 0, warnings: [] };
  for (const row of rows) {
    const key = identity(row.first_name, row.last_name, row.email);
    if (seen.has(key)) {
      plan.duplicates += 1;
      continue;
    }
    seen.add(key);
    const current = byIdentity.get(key);
    const roleWarning = ignoredRoleWarning(row, current?.role ?? 'member', say);
    if (roleWarning) plan.warnings.push(roleWarning);
    if (!current) {
      plan.creates.push(row);
      continue;
    }
    if (current.id === mainAdminId) {
      plan.skipped += 1;
      continue;
    }
    const changes = changedFields(current, row);
    if (Object.keys(changes).length === 0) plan.skipped += 1;
    plan.matched.push({ row, member: current, changes });
  }
  return plan;
}

/**
 * Issue 15: a file never grants or removes admin rights (anyone could edit the spreadsheet); a Role or Admin cell
 * that asks for something else than the member has is reported.
 */
function ignoredRoleWarning(
  row: RosterRow,
  role: MemberRow['role'],
  say: RosterFileMessages,
): ImportWarning | undefined {
  if (row.requested_role === undefined || row.requested_role === role) return undefined;
  return { row: row.line, field: 'role', message: say.roleNotApplied(row.requested_role) };
}

/** Only fields the file carries, and only where they differ: a second import of the same file changes nothing. */
function changedFields(current: MemberRow, row: RosterRow): ContactChanges {
  const changes: ContactChanges = {};
  for (const field of CONTACT_FIELDS) {
    const value = row[field];
    if (value !== undefined && value !== current[field]) Object.assign(changes, { [field]: value });
  }
  if (row.birthday !== undefined && current.birthday?.replace('-', '/') === row.birthday) delete changes.birthday;
  return changes;
}
