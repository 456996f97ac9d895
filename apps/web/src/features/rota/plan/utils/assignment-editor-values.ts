import type { Assignment, ClubNightType, Member, SquareheadField } from '@club/shared';
import { BASE_LOCALE, type Locale, scheduleWebMessages, SQUAREHEAD_FIELDS } from '@club/shared/plain';

/**
 * The editor's fields as its inputs hold them: a slot's member id as the select's text and the program as chosen,
 * null when empty (a select shows nothing for null); issue 19's other details and the notes as typed, '' for none.
 * The shared assignmentUpdateSchema turns them into what the server stores (SPEC §5: ids as integers or null, notes
 * trimmed or null).
 */
export type AssignmentEditorValues = {
  club_night_type: ClubNightType;
  notes: string;
  start_time: string;
  end_time: string;
  caller: string;
  cuer: string;
  theme: string;
  program: string | null;
} & Record<SquareheadField, string | null>;

export function toEditorValues(assignment: Assignment): AssignmentEditorValues {
  const slots = Object.fromEntries(
    SQUAREHEAD_FIELDS.map((field) => [field, assignment[field] === null ? null : String(assignment[field])]),
  ) as Record<SquareheadField, string | null>;
  return {
    club_night_type: assignment.club_night_type,
    notes: assignment.notes ?? '',
    start_time: assignment.start_time ?? '',
    end_time: assignment.end_time ?? '',
    caller: assignment.caller ?? '',
    cuer: assignment.cuer ?? '',
    theme: assignment.theme ?? '',
    program: assignment.program,
    ...slots,
  };
}

const chosenIds = (values: AssignmentEditorValues) =>
  SQUAREHEAD_FIELDS.map((field) => values[field]).filter((id): id is string => Boolean(id));

/**
 * SPEC §5: one person in two slots is a conflict to show; saving is still allowed. In the reader's language; the
 * SPEC's English when none is named, as its tests read it.
 */
export function getDuplicateConflict(values: AssignmentEditorValues, locale: Locale = BASE_LOCALE): string | null {
  const ids = chosenIds(values);
  return new Set(ids).size < ids.length ? scheduleWebMessages(locale).sameSquarehead : null;
}

type PartnerInfo = Pick<
  Member,
  'id' | 'first_name' | 'last_name' | 'partner_id' | 'partner_first_name' | 'partner_last_name'
>;

/**
 * SPEC §5: a warning for each chosen member whose partner is not also chosen. The partner's name comes with the
 * member (partner_first_name, partner_last_name) so a partner outside the assignable list is still named. In the
 * reader's language, or the SPEC's English when none is named.
 */
export function getPartnerWarnings(
  values: AssignmentEditorValues,
  members: readonly PartnerInfo[],
  locale: Locale = BASE_LOCALE,
): string[] {
  const words = scheduleWebMessages(locale);
  const ids = new Set(chosenIds(values));
  const byId = new Map(members.map((member) => [String(member.id), member]));
  const warnings: string[] = [];
  for (const id of ids) {
    const member = byId.get(id);
    if (!member || member.partner_id === null || ids.has(String(member.partner_id))) continue;
    const partner = byId.get(String(member.partner_id));
    const partnerName = [
      partner?.first_name ?? member.partner_first_name,
      partner?.last_name ?? member.partner_last_name,
    ]
      .filter(Boolean)
      .join(' ');
    if (!partnerName) continue;
    warnings.push(words.partnerWarning(`${member.first_name} ${member.last_name}`, partnerName));
  }
  return warnings;
}
