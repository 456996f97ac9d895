import { Badge } from '@mantine/core';
import type { Assignment, ScheduleType } from '@club/shared';
import { getStatusColor, statusLabel } from '../utils/assignment-status';
import { useReaderLocale } from '../../../../lib/reader-locale';

export function AssignmentStatusBadge({
  assignment,
  scheduleType,
}: {
  assignment: Assignment;
  scheduleType: ScheduleType;
}) {
  const locale = useReaderLocale();
  return (
    <Badge color={getStatusColor(assignment.status, scheduleType)} variant="light" radius="sm">
      {statusLabel(assignment, locale)}
    </Badge>
  );
}
