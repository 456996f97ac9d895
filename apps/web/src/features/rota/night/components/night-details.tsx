import { Stack, Text } from '@mantine/core';
import type { Assignment } from '@club/shared';
import { type ClockStyle, type Locale, formatTimes, nightDetailsLine } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useClockStyle } from '../../../../lib/use-branding';
import { CancelledLine } from './cancelled-night';

/** Issue 19: "7:30 PM–10:00 PM · Caller: Ann Lee · Program: Plus" for a night, or '' when it has none. */
export function nightDetailsText(night: Assignment, clock: ClockStyle, locale: Locale): string {
  const times = formatTimes({ start: night.start_time ?? '', end: night.end_time ?? '' }, clock, locale);
  return [times, nightDetailsLine(night, locale)].filter(Boolean).join(' · ');
}

/** Issue 19: whether the night is cancelled and why, then its times and details, for the table and the cards. */
export function NightDetails({ night }: { night: Assignment }) {
  const details = nightDetailsText(night, useClockStyle(), useReaderLocale());
  if (!night.cancelled_at && !details) return null;
  return (
    <Stack gap={2}>
      <CancelledLine night={night} />
      {details && <Text size="sm">{details}</Text>}
    </Stack>
  );
}
