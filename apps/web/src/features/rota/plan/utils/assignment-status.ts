import type { Assignment, AssignmentStatus, ScheduleType } from '@club/shared';
import { catalog, type Locale, SQUAREHEAD_FIELDS, SQUAREHEAD_SLOTS } from '@club/shared/plain';

type StatusOf = Pick<Assignment, 'status' | (typeof SQUAREHEAD_FIELDS)[number]>;

/**
 * SPEC §4 assignment status labels: 'Complete', 'n/4 Assigned', 'Unassigned'; an empty FIFTH WED night is the board's.
 * In the reader's language.
 */
export function statusLabel(assignment: StatusOf, locale: Locale): string {
  const to = { locale };
  if (assignment.status === 'complete') return catalog.plan_count_complete({}, to);
  if (assignment.status === 'unassigned') return catalog.plan_unassigned({}, to);
  if (assignment.status === 'board_night') return catalog.plan_status_board_night({}, to);
  if (assignment.status === 'needs_replacement') return catalog.plan_status_needs_replacement({}, to);
  const filled = SQUAREHEAD_FIELDS.filter((field) => assignment[field] !== null).length;
  return catalog.plan_status_assigned({ filled, slots: SQUAREHEAD_SLOTS }, to);
}

/** The SPEC's English labels, which its tests read. */
export function getStatusLabel(assignment: StatusOf): string {
  return statusLabel(assignment, 'en');
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
