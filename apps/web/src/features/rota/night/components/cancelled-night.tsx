import { Badge, type BadgeProps, Text } from '@mantine/core';
import type { Assignment } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';

// Apart from a night's details (night-details.tsx), so My duties marks a cancelled duty without the details' wording.

/** A cancelled night says so in words members cannot miss, with the reason. */
export function CancelledLine({ night }: { night: Pick<Assignment, 'cancelled_at' | 'cancel_reason'> }) {
  const locale = useReaderLocale();
  if (!night.cancelled_at) return null;
  return (
    <Text fw={700} c="red.8" size="sm">
      {catalog.night_cancelled_line({ reason: night.cancel_reason ?? '' }, { locale })}
    </Text>
  );
}

/** The cancelled badge, in place of the night's status or of what the member could do about the night. */
export function CancelledBadge(size: Pick<BadgeProps, 'size' | 'fz'>) {
  const locale = useReaderLocale();
  return (
    <Badge color="red" variant="filled" radius="sm" {...size}>
      {catalog.night_cancelled_badge({}, { locale })}
    </Badge>
  );
}
