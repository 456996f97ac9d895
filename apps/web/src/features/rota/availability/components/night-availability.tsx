import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ClubNight, ReplacementChoice } from '@club/shared';
import { catalog, dutyMessages, type Locale } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { formatDanceDate } from '../../../../lib/dance-date';
import { availabilityFailureMessage, useSetAvailability } from '../hooks/use-set-availability';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { clubNightLabel } from '../../night/utils/club-night-label';

const CantServeDialog = lazyDialog(() => import('./cant-serve-dialog').then((module) => module.CantServeDialog));

const AVAILABLE = 'available';
const UNAVAILABLE = 'unavailable';
const choices = (locale: Locale) => [
  { value: AVAILABLE, label: dutyMessages(locale).availableLabel },
  { value: UNAVAILABLE, label: dutyMessages(locale).unavailableLabel },
];

type NightAvailabilityProps = {
  night: ClubNight;
  isAvailable: boolean;
  /** Issue 17: the member serves that night, so saying they cannot asks who should find a replacement. */
  isOnDuty?: boolean;
};

/**
 * Issue 17: a switch left the member guessing what "off" meant. Two named choices show the state in words, and each
 * night says whether its last change was saved, or that it was not, with a way to try again.
 */
export function NightAvailability({ night, isAvailable, isOnDuty = false }: NightAvailabilityProps) {
  const setAvailability = useSetAvailability();
  const [isAsking, setIsAsking] = useState(false);
  const locale = useReaderLocale();
  const words = dutyMessages(locale);
  const save = (available: boolean, replacement?: ReplacementChoice) =>
    setAvailability.mutate({ dance_date: night.dance_date, available, ...(replacement ? { replacement } : {}) });
  const choose = (value: string) => {
    if (value === AVAILABLE) save(true);
    else if (isOnDuty) setIsAsking(true);
    else save(false);
  };
  const answer = (replacement: ReplacementChoice) => {
    setIsAsking(false);
    save(false, replacement);
  };
  const retry = setAvailability.variables;
  const date = formatDanceDate(night.dance_date, locale);

  return (
    <>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text fw={500}>{date}</Text>
          {night.club_night_type !== 'NORMAL' && (
            <Badge variant="light" color="grape" size="lg" fz="sm">
              {clubNightLabel(night.club_night_type, locale)}
            </Badge>
          )}
        </Group>
        <SegmentedControl
          aria-label={words.availabilityFor(date)}
          data={choices(locale)}
          value={isAvailable ? AVAILABLE : UNAVAILABLE}
          onChange={choose}
          color={isAvailable ? 'teal' : 'red'}
          radius="md"
        />
      </Group>
      <div role="status" aria-live="polite">
        {setAvailability.isPending ? (
          <Text size="sm" c="dimmed" mt={4}>
            {words.availabilitySaving}
          </Text>
        ) : setAvailability.isSuccess ? (
          <Group gap={4} wrap="nowrap" mt={4}>
            <IconCheck size={16} color="var(--mantine-color-teal-9)" aria-hidden />
            <Text size="sm" c="teal.9">
              {words.availabilitySaved}
            </Text>
          </Group>
        ) : setAvailability.isError && retry ? (
          <Group gap="xs" wrap="wrap" mt={4}>
            <Text size="sm" c="red.9">
              {availabilityFailureMessage(setAvailability.error)}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setAvailability.mutate(retry)}
              aria-label={catalog.away_try_again_for({ date }, { locale })}
            >
              {catalog.away_try_again({}, { locale })}
            </Button>
          </Group>
        ) : null}
      </div>
      <CantServeDialog opened={isAsking} date={date} onAnswer={answer} onClose={() => setIsAsking(false)} />
    </>
  );
}
