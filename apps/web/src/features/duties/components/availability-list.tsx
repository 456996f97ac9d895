import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ClubNight } from '@club/shared';
import { formatDanceDate } from '../../../lib/dance-date';
import { NightAvailability } from './night-availability';

type AvailabilityListProps = { nights: ClubNight[]; unavailableDates: string[] };

/** Issue 9: each upcoming club night and whether the member can serve on it (issue 17: said in words, per night). */
export function AvailabilityList({ nights, unavailableDates }: AvailabilityListProps) {
  if (nights.length === 0) {
    return <Text c="dimmed">There are no upcoming club nights on the schedules yet.</Text>;
  }
  const unavailable = new Set(unavailableDates);
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {nights.map((night) => (
        <li key={night.dance_date}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Text fw={500}>{formatDanceDate(night.dance_date)}</Text>
              {night.club_night_type !== 'NORMAL' && (
                <Badge variant="light" color="grape">
                  {night.club_night_type}
                </Badge>
              )}
            </Group>
            <NightAvailability danceDate={night.dance_date} isAvailable={!unavailable.has(night.dance_date)} />
          </Group>
        </li>
      ))}
    </Stack>
  );
}
