import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { MyDuty } from '@club/shared';
import { catalog, type ClockStyle, type Locale, formatTimes, nightDetailsLine } from '@club/shared/plain';
import { useClockStyle } from '../../../../lib/use-branding';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { formatDanceDate } from '../../../../lib/dance-date';
import { CancelledBadge, CancelledLine } from '../../night/components/cancelled-night';
import { clubNightLabel } from '../../night/utils/club-night-label';

/**
 * Issue 25: "7:30 PM–10:00 PM · Caller: Ann Lee · Program: Plus · Theme: Winter Ball", in the rota's words and time
 * style; '' for a night with none of them.
 */
function dutyDetails(duty: MyDuty, clock: ClockStyle, locale: Locale): string {
  const times = formatTimes({ start: duty.start_time ?? '', end: duty.end_time ?? '' }, clock, locale);
  const details = nightDetailsLine(
    {
      caller: duty.caller ?? null,
      cuer: duty.cuer ?? null,
      program: duty.program ?? null,
      theme: duty.theme ?? null,
    },
    locale,
  );
  return [times, details].filter(Boolean).join(' · ');
}

type DutyListProps = {
  duties: MyDuty[];
  /**
   * What the member can do about a night: answer it, give back a night they took, ask for a swap. Those are other rota
   * features', which the page brings.
   */
  renderActions?: (duty: MyDuty) => ReactNode;
};

/**
 * Issue 9: each upcoming night the member serves on, and who serves with them. A cancelled night (issue 19) says so
 * and why, and offers nothing to do: it cannot be answered, swapped or given back.
 *
 * Its badges, as every badge and button of My duties, carry 14 px text for members of 50 to 80 reading on a phone:
 * Mantine's badge sizes reach 13 px at lg, so they keep lg's height with the sm font size.
 */
export function DutyList({ duties, renderActions }: DutyListProps) {
  const clock = useClockStyle();
  const to = { locale: useReaderLocale() };
  if (duties.length === 0) {
    return <Text c="dimmed">{catalog.away_no_upcoming_duties({}, to)}</Text>;
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {duties.map((duty) => {
        const cancellation = duty.cancelled_at ? duty : undefined;
        return (
          <li key={`${duty.schedule_type}-${duty.dance_date}`}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{formatDanceDate(duty.dance_date, to.locale)}</Text>
              <Badge variant="light" color={duty.club_night_type === 'NORMAL' ? 'blue' : 'grape'} size="lg" fz="sm">
                {clubNightLabel(duty.club_night_type, to.locale)}
              </Badge>
              <Text size="sm" c="dimmed">
                {catalog.away_squarehead_slot({ slot: String(duty.slot) }, to)}
              </Text>
              {cancellation ? <CancelledBadge size="lg" fz="sm" /> : renderActions?.(duty)}
            </Group>
            {cancellation && <CancelledLine night={cancellation} />}
            {dutyDetails(duty, clock, to.locale) && (
              <Text size="sm" fw={500}>
                {dutyDetails(duty, clock, to.locale)}
              </Text>
            )}
            <Text size="sm">
              {duty.partners.length > 0
                ? catalog.away_serving_with({ names: duty.partners.map((partner) => partner.name).join(', ') }, to)
                : catalog.away_no_one_else({}, to)}
            </Text>
            {duty.notes && (
              <Text size="sm" c="dimmed">
                {duty.notes}
              </Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
