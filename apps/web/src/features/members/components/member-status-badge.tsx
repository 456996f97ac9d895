import { Badge } from '@mantine/core';
import type { MemberStatus } from '@club/shared';
import { STATUS_COLORS, STATUS_LABELS } from '../utils/member-display';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
