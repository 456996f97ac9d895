import { Badge, type BadgeProps, Text } from '@mantine/core';
import type { Assignment } from '@club/shared';
import { NIGHT_MESSAGES } from '@club/shared/plain';

// Apart from a night's details (night-details.tsx), so My duties marks a cancelled duty without the details' wording.

/** A cancelled night says so in words members cannot miss, with the reason. */
export function CancelledLine({ night }: { night: Pick<Assignment, 'cancelled_at' | 'cancel_reason'> }) {
  if (!night.cancelled_at) return null;
  return (
    <Text fw={700} c="red.8" size="sm">
      {NIGHT_MESSAGES.cancelledLine(night.cancel_reason ?? '')}
    </Text>
  );
}

/** The cancelled badge, in place of the night's status or of what the member could do about the night. */
export function CancelledBadge(size: Pick<BadgeProps, 'size' | 'fz'>) {
  return (
    <Badge color="red" variant="filled" radius="sm" {...size}>
      {NIGHT_MESSAGES.cancelledBadge}
    </Badge>
  );
}
