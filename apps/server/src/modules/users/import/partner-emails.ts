import type { RosterFileMessages } from '@club/shared';
import type { RosterRow } from './roster-row.js';
import { fullNameKey, nameKeyOf } from './roster-names.js';

/** A row as read, before a missing e-mail is looked for at the member's partner. */
export type RosterCandidate = Omit<RosterRow, 'email'> & { email: string | undefined };
export type LineError = { line: number; text: string };

/**
 * API.md Import: couples often share one address, so a row without an e-mail takes its partner's address when the
 * partner is a row of the same file that has one (named in either row's Partner cell). Otherwise the row is reported,
 * naming the column, and not written: the e-mail is how a member signs in.
 */
export function fillEmailsFromPartners(
  candidates: RosterCandidate[],
  emailColumn: string,
  say: RosterFileMessages,
): { rows: RosterRow[]; errors: LineError[] } {
  const withEmail = candidates.filter((candidate): candidate is RosterRow => candidate.email !== undefined);
  const rows: RosterRow[] = [];
  const errors: LineError[] = [];
  for (const candidate of candidates) {
    if (candidate.email !== undefined) {
      rows.push({ ...candidate, email: candidate.email });
      continue;
    }
    const ownKey = fullNameKey(candidate.first_name, candidate.last_name);
    const named = candidate.partner ? nameKeyOf(candidate.partner) : undefined;
    const partner =
      withEmail.find((row) => fullNameKey(row.first_name, row.last_name) === named) ??
      withEmail.find((row) => row.partner !== undefined && nameKeyOf(row.partner) === ownKey);
    if (partner) rows.push({ ...candidate, email: partner.email });
    else
      errors.push({
        line: candidate.line,
        text: say.row(candidate.line, [say.emailNoPartner(emailColumn)]),
      });
  }
  return { rows, errors };
}
