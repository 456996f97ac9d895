import type { Assignment, ConfirmationState, SquareheadField } from '@club/shared';

// What the member in a slot of a night said or did, which the rota marks beside their name; the schedules and the
// admin acting for a squarehead read the same marks.

/** Issue 17: whether the member in this slot said they cannot serve the night. */
export function cantServe(
  assignment: Pick<Assignment, 'cant_serve_ids' | SquareheadField>,
  slot: SquareheadField,
): boolean {
  const id = assignment[slot];
  return id !== null && assignment.cant_serve_ids.includes(id);
}

/** Issue 19 part 2: whether the member in this slot took it by signing up. */
export function signedUpThemselves(
  assignment: Pick<Assignment, 'self_signup_ids' | SquareheadField>,
  slot: SquareheadField,
): boolean {
  const id = assignment[slot];
  return id !== null && assignment.self_signup_ids.includes(id);
}

/** Issue 19 part 3: the answer of the member in a slot once the schedule is published; undefined before or when empty. */
export function answerOf(assignment: Assignment, field: SquareheadField): ConfirmationState | undefined {
  const memberId = assignment[field];
  if (memberId === null) return undefined;
  return assignment.confirmations?.find((answer) => answer.member_id === memberId)?.state;
}
