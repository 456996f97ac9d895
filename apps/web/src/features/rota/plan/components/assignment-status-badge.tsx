import { Badge } from '@mantine/core';
import type { Assignment, ScheduleType } from '@club/shared';
import { getStatusColor, getStatusLabel } from '../utils/assignment-status';

export function AssignmentStatusBadge({
  assignment,
  scheduleType,
}: {
  assignment: Assignment;
  scheduleType: ScheduleType;
}) {
  return (
    <Badge color={getStatusColor(assignment.status, scheduleType)} variant="light" radius="sm">
      {getStatusLabel(assignment)}
    </Badge>
  );
}
