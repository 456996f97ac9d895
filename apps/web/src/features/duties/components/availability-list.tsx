import { Badge, Group, Stack, Switch, Text } from '@mantine/core';
import type { ClubNight } from '@club/shared';
import { formatDanceDate } from '../../../lib/dance-date';
import { useSetAvailability } from '../hooks/use-set-availability';

type AvailabilityListProps = { nights: ClubNight[]; unavailableDates: string[] };

/** Issue 9: a switch per upcoming club night; off marks a night the member cannot serve. */
export function AvailabilityList({ nights, unavailableDates }: AvailabilityListProps) {
  const setAvailability = useSetAvailability();
  if (nights.length === 0) {
    return <Text c="dimmed">There are no upcoming club nights on the schedules yet.</Text>;
  }
  const unavailable = new Set(unavailableDates);
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {nights.map((night) => {
        const date = formatDanceDate(night.dance_date);
        return (
          <li key={night.dance_date}>
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <Text fw={500}>{date}</Text>
                {night.club_night_type !== 'NORMAL' && (
                  <Badge variant="light" color="grape">
                    {night.club_night_type}
                  </Badge>
                )}
              </Group>
              <Switch
                label="I can serve"
                // The visible label repeats on every row; the date makes each switch's name unique.
                aria-label={`I can serve on ${date}`}
                checked={!unavailable.has(night.dance_date)}
                onChange={(event) => setAvailability.mutate({ dance_date: night.dance_date, available: event.currentTarget.checked })}
              />
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
