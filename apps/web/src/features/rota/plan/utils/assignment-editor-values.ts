import type { Assignment, AssignmentUpdateInput, ClubNightType, Member, SquareheadField } from '@club/shared';
import { SCHEDULE_MESSAGES, SQUAREHEAD_FIELDS } from '@club/shared/plain';

/** Issue 19: the night's details the editor changes, each as its input holds it ('' for none). */
export const NIGHT_DETAIL_FIELDS = ['start_time', 'end_time', 'caller', 'cuer', 'program', 'theme'] as const;
type NightDetailField = (typeof NIGHT_DETAIL_FIELDS)[number];

/** The editor's fields as the inputs hold them: slot ids as strings, '' for an empty slot or detail. */
export type AssignmentEditorValues = { club_night_type: ClubNightType; notes: string } & Record<
  SquareheadField | NightDetailField,
  string
>;

export function toEditorValues(assignment: Assignment): AssignmentEditorValues {
  const slots = Object.fromEntries(
    SQUAREHEAD_FIELDS.map((field) => [field, assignment[field] === null ? '' : String(assignment[field])]),
  ) as Record<SquareheadField, string>;
  const details = Object.fromEntries(NIGHT_DETAIL_FIELDS.map((field) => [field, assignment[field] ?? ''])) as Record<
    NightDetailField,
    string
  >;
  return { club_night_type: assignment.club_night_type, notes: assignment.notes ?? '', ...slots, ...details };
}

/** SPEC §5: ids go out as integers or null, notes trimmed or null; issue 19's details as typed ('' clears one). */
export function toUpdateInput(values: AssignmentEditorValues): AssignmentUpdateInput {
  const slotId = (field: SquareheadField) => (values[field] === '' ? null : Number(values[field]));
  const notes = values.notes.trim();
  return {
    club_night_type: values.club_night_type,
    squarehead1_id: slotId('squarehead1_id'),
    squarehead2_id: slotId('squarehead2_id'),
    squarehead3_id: slotId('squarehead3_id'),
    squarehead4_id: slotId('squarehead4_id'),
    notes: notes === '' ? null : notes,
    start_time: values.start_time,
    end_time: values.end_time,
    caller: values.caller,
    cuer: values.cuer,
    program: values.program,
    theme: values.theme,
  };
}

const chosenIds = (values: AssignmentEditorValues) =>
  SQUAREHEAD_FIELDS.map((field) => values[field]).filter((id) => id !== '');

/** SPEC §5: one person in two slots is a conflict to show; saving is still allowed. */
export function getDuplicateConflict(values: AssignmentEditorValues): string | null {
  const ids = chosenIds(values);
  return new Set(ids).size < ids.length ? SCHEDULE_MESSAGES.sameSquarehead : null;
}

type PartnerInfo = Pick<
  Member,
  'id' | 'first_name' | 'last_name' | 'partner_id' | 'partner_first_name' | 'partner_last_name'
>;

/**
 * SPEC §5: a warning for each chosen member whose partner is not also chosen. The partner's name comes with the
 * member (partner_first_name, partner_last_name) so a partner outside the assignable list is still named.
 */
export function getPartnerWarnings(values: AssignmentEditorValues, members: readonly PartnerInfo[]): string[] {
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
    warnings.push(SCHEDULE_MESSAGES.partnerWarning(`${member.first_name} ${member.last_name}`, partnerName));
  }
  return warnings;
}
