import { Badge } from '@mantine/core';
import type { MemberStatus } from '@club/shared';
import { useReaderLocale } from '../../../lib/reader-locale';
import { STATUS_COLORS } from '../utils/member-display';
import { statusLabels } from '../utils/member-labels';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm">
      {statusLabels(useReaderLocale())[status]}
    </Badge>
  );
}
