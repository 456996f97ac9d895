import { Badge, Group, Stack, Text } from '@mantine/core';
import type { OpenNight } from '@club/shared';
import { type ClockStyle, formatTimes, signupWebMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useClockStyle } from '../../../../lib/use-branding';
import { TakeNightButtons } from '../../night/components/take-night-buttons';
import { formatDanceDate } from '../../../../lib/dance-date';

type OpenNightsProps = { nights: OpenNight[]; partnerName: string | null };

/** Issue 26: in the club's clock, as every other page and e-mail writes a night's times. */
const timesOf = (night: OpenNight, clock: ClockStyle) =>
  formatTimes({ start: night.start_time ?? '', end: night.end_time ?? '' }, clock);

/** Issue 19 part 2 'Nights that need you': the open nights the member may take, with what each night is. */
export function OpenNights({ nights, partnerName }: OpenNightsProps) {
  const words = signupWebMessages(useReaderLocale());
  const clock = useClockStyle();
  if (nights.length === 0) return <Text c="dimmed">{words.noNightsNeedYou}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm">{words.needYouIntro}</Text>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={words.needYouTitle}>
        {nights.map((night) => {
          const details = [timesOf(night, clock), night.caller, night.program].filter(Boolean).join(' · ');
          return (
            <li key={night.assignment_id}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{formatDanceDate(night.dance_date)}</Text>
                <Badge variant="light" color={night.slots_left === 1 ? 'orange' : 'blue'} size="lg" fz="sm">
                  {words.slotsLeft(night.slots_left)}
                </Badge>
              </Group>
              {details && (
                <Text size="sm" c="dimmed">
                  {details}
                </Text>
              )}
              <Group mt={6}>
                <TakeNightButtons night={night} partnerName={partnerName} />
              </Group>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
