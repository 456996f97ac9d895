import type { Assignment, AssignmentStatus, ScheduleType } from '@club/shared';
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
