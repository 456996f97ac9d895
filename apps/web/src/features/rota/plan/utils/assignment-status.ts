import type { Assignment, AssignmentStatus, ConfirmationState, ScheduleType, SquareheadField } from '@club/shared';
import { DUTY_MESSAGES, SCHEDULE_MESSAGES, SQUAREHEAD_FIELDS, SQUAREHEAD_SLOTS } from '@club/shared/plain';

/** SPEC §4 assignment status labels: 'Complete', 'n/4 Assigned', 'Unassigned'; an empty FIFTH WED night is the board's. */
export function getStatusLabel(assignment: Pick<Assignment, 'status' | (typeof SQUAREHEAD_FIELDS)[number]>): string {
  if (assignment.status === 'complete') return 'Complete';
  if (assignment.status === 'unassigned') return 'Unassigned';
  if (assignment.status === 'board_night') return SCHEDULE_MESSAGES.boardNight;
  if (assignment.status === 'needs_replacement') return DUTY_MESSAGES.needsReplacement;
  const filled = SQUAREHEAD_FIELDS.filter((field) => assignment[field] !== null).length;
  return `${filled}/${SQUAREHEAD_SLOTS} Assigned`;
}

/**
 * SPEC §4: an unassigned night is danger on the current schedule (it is about to happen) and secondary on the next
 * one (still being planned).
 */
export function getStatusColor(status: AssignmentStatus, scheduleType: ScheduleType): string {
  if (status === 'complete') return 'green';
  if (status === 'partial') return 'yellow';
  // Nobody needs to act on the board's night.
  if (status === 'board_night') return 'blue';
  // Someone on duty cannot serve: an administrator has to act, whichever schedule it is on (issue 17).
  if (status === 'needs_replacement') return 'orange';
  return scheduleType === 'current' ? 'red' : 'gray';
}

export type StatusCounts = Record<AssignmentStatus, number>;

export function countStatuses(assignments: readonly Pick<Assignment, 'status'>[]): StatusCounts {
  const counts: StatusCounts = { complete: 0, partial: 0, unassigned: 0, board_night: 0, needs_replacement: 0 };
  for (const assignment of assignments) counts[assignment.status] += 1;
  return counts;
}

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
