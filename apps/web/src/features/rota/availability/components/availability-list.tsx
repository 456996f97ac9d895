import { Stack, Text } from '@mantine/core';
import type { ClubNight } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { NightAvailability } from './night-availability';

type AvailabilityListProps = {
  nights: ClubNight[];
  unavailableDates: string[];
  /** The nights the member serves on (issue 17: saying they cannot serve one asks who finds a replacement). */
  dutyDates?: string[];
};

/** Issue 9: each upcoming club night and whether the member can serve on it (issue 17: said in words, per night). */
export function AvailabilityList({ nights, unavailableDates, dutyDates = [] }: AvailabilityListProps) {
  const locale = useReaderLocale();
  if (nights.length === 0) {
    return <Text c="dimmed">{catalog.away_no_upcoming_nights({}, { locale })}</Text>;
  }
  const unavailable = new Set(unavailableDates);
  const onDuty = new Set(dutyDates);
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {nights.map((night) => (
        <li key={night.dance_date}>
          <NightAvailability
            night={night}
            isAvailable={!unavailable.has(night.dance_date)}
            isOnDuty={onDuty.has(night.dance_date)}
          />
        </li>
      ))}
    </Stack>
  );
}
