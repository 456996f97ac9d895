import { Badge, type BadgeProps, Stack, Text } from '@mantine/core';
import type { Assignment } from '@club/shared';
import { NIGHT_MESSAGES, nightDetailsLine, timesLabel } from '@club/shared/plain';

/** Issue 19: "7:30 PM–10:00 PM · Caller: Ann Lee · Program: Plus" for a night, or '' when it has none. */
export function nightDetailsText(night: Assignment): string {
  const times = timesLabel({ start: night.start_time ?? '', end: night.end_time ?? '' });
  return [times, nightDetailsLine(night)].filter(Boolean).join(' · ');
}

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

/** Issue 19: whether the night is cancelled and why, then its times and details, for the table and the cards. */
export function NightDetails({ night }: { night: Assignment }) {
  const details = nightDetailsText(night);
  if (!night.cancelled_at && !details) return null;
  return (
    <Stack gap={2}>
      <CancelledLine night={night} />
      {details && <Text size="sm">{details}</Text>}
    </Stack>
  );
}
